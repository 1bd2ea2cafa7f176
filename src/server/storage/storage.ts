/**
 * Where uploaded files live: a folder on the server's disk (the default) or an S3-compatible bucket.
 * Keys are made by the server (never from a file name the client sent) and name immutable content:
 * a changed picture gets a new key, so a key can be cached for a year.
 */
export interface Storage {
	/** Stores bytes under a key; its content type follows from the key's extension. */
	put(key: string, body: Uint8Array): Promise<void>
	/** The whole object, or undefined when there is none. */
	get(key: string): Promise<Buffer | undefined>
	/** The object as a stream for answering a request, or undefined when there is none. */
	stream(key: string): Promise<StoredStream | undefined>
	/** Removes the object; removing one that is not there is no error. */
	delete(key: string): Promise<void>
}

/** size is undefined when the store did not say (an S3 server answering without Content-Length). */
export type StoredStream = { body: ReadableStream<Uint8Array>; contentType: string; size: number | undefined }

// Pictures, and the catalogue files an administrator uploads for an import job (src/server/catalogue).
const CONTENT_TYPES: Record<string, string> = {
	webp: 'image/webp',
	csv: 'text/csv; charset=utf-8',
	txt: 'text/plain; charset=utf-8',
	gz: 'application/gzip',
}

// Lower-case segments of letters, digits and '-', one dot for the extension: no '..', no absolute paths,
// nothing a disk path or a bucket URL could read differently.
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.([a-z0-9]+)$/

export function isStorageKey(key: string) {
	const extension = KEY_PATTERN.exec(key)?.[2]
	return extension !== undefined && extension in CONTENT_TYPES
}

/** Keys anyone may fetch at /api/uploads: pictures. A catalogue file is read by its import job alone. */
export const isServedKey = (key: string) => isStorageKey(key) && contentTypeOf(key).startsWith('image/')

/** Throws for a key the server would never make: a bug, never something a client can cause. */
export function assertStorageKey(key: string) {
	if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`)
}

/** The content type a key is served with. */
export function contentTypeOf(key: string): string {
	assertStorageKey(key)
	return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]!
}
