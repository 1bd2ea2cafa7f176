import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestContext } from 'node:test'
import { ApiError } from '../../src/server/http/errors.ts'
import { decodeImportFile, parseImportText } from '../../src/server/imports/parse-import-file.ts'
import { sharedData } from './book-service-replay.ts'

// Reading export files as an upload is read (decoded, then parsed), for the import parser's tests.
const FIXTURES = resolve(import.meta.dirname, '../fixtures/imports')
export const parseFile = async (path: string) => parseImportText(decodeImportFile(readFileSync(path)))
/** One of our own files in tests/fixtures/imports. */
export const fixture = (name: string) => parseFile(join(FIXTURES, name))

/** A real export in ../shared/data/imports, or undefined (the test skipped) when the shared data is absent. */
export async function real(t: TestContext, path: string) {
	const file = sharedData(t, `imports/${path}`)
	return file ? parseFile(file) : undefined
}

/** Asserts the parse is refused with `status` and a message on the file field matching `pattern`. */
export async function rejects(promise: Promise<unknown> | (() => unknown), status: number, pattern: RegExp) {
	await assert.rejects(
		async () => (typeof promise === 'function' ? promise() : promise),
		(error: unknown) => {
			assert.ok(error instanceof ApiError)
			assert.equal(error.status, status)
			assert.match(error.fields?.file ?? '', pattern)
			return true
		},
	)
}
