import type { Context } from 'hono'

/** A 200 with JSON already written (or its UTF-8 bytes, kept), as c.json would send the object. */
export const jsonText = (c: Context, text: string | Uint8Array<ArrayBuffer>) =>
	c.body(text, 200, { 'Content-Type': 'application/json' })
