import assert from 'node:assert/strict'
import type { EntryInput, EntryView } from '../../src/shared/schemas/entries.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// Requests the entry and diary tests make again and again, as a reader's browser would make them.

export type EntryReply = { entry: EntryView } & Answer

/** Logs a read through the API and returns the entry; fails the test unless it is a 201. */
export async function logRead(client: TestClient, input: EntryInput): Promise<EntryView> {
	const { status, body } = await client.json<EntryReply>('/api/entries', { json: input })
	assert.equal(status, 201, JSON.stringify(body))
	return body.entry
}

export function patchEntry(client: TestClient, id: string, json: unknown) {
	return client.json<EntryReply>(`/api/entries/${id}`, { method: 'PATCH', json })
}

/** Days before today (UTC), as readOn values. */
export function daysAgo(days: number): string {
	return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
}
