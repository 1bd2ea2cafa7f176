import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { TestContext } from 'node:test'

/** The shared real-data folder beside the checkout (../shared/data), as described in its README. */
export const SHARED_DATA = resolve(import.meta.dirname, '../../../shared/data')

/**
 * A file from the shared data, or undefined after marking the test skipped when that folder is absent
 * (a fresh clone elsewhere). With REQUIRE_SHARED_DATA=1 (CI here) a missing file fails the test instead.
 */
export function sharedData(t: TestContext, relativePath: string): string | undefined {
	const path = join(SHARED_DATA, relativePath)
	if (existsSync(path)) return path
	if (process.env.REQUIRE_SHARED_DATA === '1') throw new Error(`${path} is missing, and REQUIRE_SHARED_DATA=1 requires it`)
	t.skip(`shared data ${path} is absent; set REQUIRE_SHARED_DATA=1 to fail instead of skipping`)
	return undefined
}
