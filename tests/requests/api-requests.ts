import assert from 'node:assert/strict'
import type { AccessTokenScope, CreatedAccessToken } from '../../src/shared/schemas/access-tokens.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// Requests the API tests make again and again: a token made in Settings (cookie session), then a client that
// sends nothing but that token, as a script on another machine would.

/** Makes a token through the Settings API and returns its secret; fails the test unless it is a 201. */
export async function createToken(
	client: TestClient,
	scope: AccessTokenScope = 'read',
	name = `${scope} token`,
): Promise<CreatedAccessToken> {
	const { status, body } = await client.json<CreatedAccessToken & Answer>('/api/account/tokens', {
		json: { name, scope },
	})
	assert.equal(status, 201, JSON.stringify(body))
	return body
}

type Init = { method?: string; json?: unknown; headers?: Record<string, string> }

/** A request with the bearer token and no cookie. */
export function withToken(baseUrl: string, secret: string, path: string, init: Init = {}) {
	const headers: Record<string, string> = { authorization: `Bearer ${secret}`, ...init.headers }
	if (init.json !== undefined) headers['content-type'] = 'application/json'
	return fetch(new URL(path, baseUrl), {
		method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
		headers,
		body: init.json === undefined ? undefined : JSON.stringify(init.json),
	})
}

export async function jsonWithToken<T = Answer>(baseUrl: string, secret: string, path: string, init: Init = {}) {
	const res = await withToken(baseUrl, secret, path, init)
	const text = await res.text()
	return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res }
}
