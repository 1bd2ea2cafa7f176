// Popular this week is cached in each server process (popular-cache.ts). Writes that can change it (a public
// entry logged, edited or deleted) call entriesChanged() after they commit. The reader who wrote sees it in
// their next answer; everyone else within the cache's refresh interval; other servers of a PostgreSQL
// deployment when their cache expires.
let generation = 0
/** The generation of each reader's latest write, for the readers who wrote lately (bounded, oldest out first). */
const lastWrite = new Map<string, number>()
const MAX_WRITERS = 10_000

export function entriesChanged(byUserId?: string) {
	generation++
	if (!byUserId) return
	lastWrite.delete(byUserId)
	if (lastWrite.size >= MAX_WRITERS) lastWrite.delete(lastWrite.keys().next().value as string)
	lastWrite.set(byUserId, generation)
}

export function entriesGeneration() {
	return generation
}

/** The generation an answer for this reader must include: their own latest write's, or 0. */
export function generationWrittenBy(userId: string | undefined) {
	return userId ? (lastWrite.get(userId) ?? 0) : 0
}
