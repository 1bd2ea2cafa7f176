import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { assertStorageKey, contentTypeOf, type Storage } from './storage.ts'

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Files under `root` (DATA_DIR/uploads), one per key. */
export function createDiskStorage(root: string): Storage {
	const pathOf = (key: string) => {
		assertStorageKey(key)
		return join(root, key)
	}
	return {
		async put(key, body) {
			const path = pathOf(key)
			await mkdir(dirname(path), { recursive: true })
			// Written aside and renamed: a reader never sees half a file, and a crash leaves no torn one.
			const temporary = `${path}.${randomUUID()}.part`
			await writeFile(temporary, body)
			await rename(temporary, path)
		},
		async get(key) {
			return readFile(pathOf(key)).catch((error: unknown) => {
				if (isMissing(error)) return undefined
				throw error
			})
		},
		async stream(key) {
			const path = pathOf(key)
			const info = await stat(path).catch((error: unknown) => {
				if (isMissing(error)) return undefined
				throw error
			})
			if (!info) return undefined
			const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
			return { body, contentType: contentTypeOf(key), size: info.size }
		},
		async delete(key) {
			await rm(pathOf(key), { force: true })
		},
	}
}
