import assert from 'node:assert/strict'
import type { TestClient } from './test-client.ts'

/**
 * Reads a cursor-paged list to its end as a client would, passing each nextCursor back as `cursor`, and returns
 * every page's items as `pick` names them. `path` carries the other query parameters (limit, sort…).
 */
export async function readAllPages<Body extends { nextCursor: string | null }, T>(
	client: TestClient,
	path: string,
	pick: (body: Body) => T[],
) {
	const pages: T[][] = []
	let cursor: string | null = null
	do {
		const separator = path.includes('?') ? '&' : '?'
		const answer: { status: number; body: Body } = await client.json<Body>(
			cursor ? `${path}${separator}cursor=${cursor}` : path,
		)
		assert.equal(answer.status, 200, JSON.stringify(answer.body))
		pages.push(pick(answer.body))
		cursor = answer.body.nextCursor
	} while (cursor)
	return pages
}
