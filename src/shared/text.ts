// Rules for text that readers type, shared by every form's schema.

/** Counts characters as people do: an emoji is one, not two UTF-16 units. */
export const characters = (text: string) => [...text].length

/** Tabs and line breaks are text; other C0/C1 controls (and bidi overrides that disguise text) are not. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** Line breaks arrive as \r\n from some browsers and as \n from others; stored text uses \n. */
export const normaliseLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n')
