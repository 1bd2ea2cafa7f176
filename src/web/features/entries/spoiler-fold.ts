/**
 * Whether a review is folded behind 'Show the review': when it has spoilers and the viewer is not its writer
 * (can.edit, sent by the server). A reader's own spoilers are theirs to see, so the entry's page, a book's
 * reviews and Your reviews fold them alike: for everyone but their writer.
 */
export const foldsSpoilers = (entry: { spoilers: boolean; can: { edit: boolean } }) => entry.spoilers && !entry.can.edit
