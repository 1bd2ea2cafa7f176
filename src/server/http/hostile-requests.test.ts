import assert from 'node:assert/strict'
import { request as httpRequest } from 'node:http'
import { test } from 'node:test'
import fc from 'fast-check'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'

// Hostile input across every API route the app answers (issue 10): generated requests with wrong types, huge
// and empty values, unicode edge cases, wrong methods, bad JSON, odd content types, with and without a session.
// No answer may be a 5xx, every 4xx must say what is wrong, and the server must still answer afterwards.
// HOSTILE_RUNS sets the number of requests (10,000 by default); HOSTILE_SEED replays a run (fast-check prints
// the seed of a failing one).
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000)
const SEED = process.env.HOSTILE_SEED === undefined ? 20261122 : Number(process.env.HOSTILE_SEED)

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']
// Names that the schemas use, so generated bodies and queries get past 'unknown field' and reach deeper checks.
const FIELDS = [
	'name',
	'description',
	'bookId',
	'readOn',
	'startedOn',
	'rating',
	'liked',
	'reread',
	'spoilers',
	'review',
	'visibility',
	'email',
	'password',
	'currentPassword',
	'newPassword',
	'repeatPassword',
	'username',
	'acceptTerms',
	'rememberMe',
	'note',
	'title',
	'body',
	'status',
	'page',
	'percent',
	'ranked',
	'maxItems',
	'books',
	'order',
	'year',
	'unit',
	'target',
	'reason',
	'details',
	'targetKind',
	'targetId',
	'parentId',
	'location',
	'bio',
	'entryVisibility',
	'q',
	'cursor',
	'limit',
	'sort',
	'spoilers',
	'reveal',
	'access',
	'sectionId',
	'sections',
	'endPage',
	'dueOn',
	'token',
	'scope',
	'skip',
	'rows',
	'source',
	'confirm',
	'role',
	'resolution',
	'action',
	'candidates',
	'kind',
]
const EDGE_STRINGS = [
	'',
	' ',
	'\u0000',
	'\ud800',
	'\u202e',
	'\ufeff',
	'NaN',
	'-1',
	'0',
	'1e309',
	'9'.repeat(400),
	'../../../etc/passwd',
	'%00',
	'%',
	'%E0%A4%A',
	'<script>alert(1)</script>',
	"' or 1=1 --",
	'"; drop table entry; --',
	'{{7*7}}',
	'${7*7}',
	'a'.repeat(70_000),
	'💥'.repeat(3_000),
	'Z̷̢̛͓a̴l̷g̸o̵',
	'true',
	'null',
	'2026-02-30',
	'0000-00-00',
	'9999-12-31T99:99:99Z',
]

const text = fc.oneof(
	{ weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
	{ weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
	{ weight: 2, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
)
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String))
const value = fc.letrec((tie) => ({
	value: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		scalar,
		fc.array(tie('value'), { maxLength: 4 }),
		tie('object'),
	),
	object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), text), tie('value'), { maxKeys: 6 }),
})).value

/** A request body with the content type it claims: JSON, broken JSON, form fields, or bytes. */
const body = fc.oneof(
	{
		weight: 5,
		arbitrary: fc
			.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 })
			.map((o) => ({ type: 'application/json', data: JSON.stringify(o) })),
	},
	{ weight: 2, arbitrary: value.map((v) => ({ type: 'application/json', data: JSON.stringify(v) ?? 'undefined' })) },
	{
		weight: 1,
		arbitrary: fc
			.constantFrom('{', '{"a":', '[1,,2]', 'nul', '\u0000', '{"__proto__":{"admin":true}}', '"x"'.repeat(10))
			.map((data) => ({ type: 'application/json', data })),
	},
	{
		weight: 1,
		arbitrary: fc
			.tuple(
				fc.constantFrom(
					'text/plain',
					'application/x-www-form-urlencoded',
					'multipart/form-data; boundary=x',
					'image/png',
					'',
				),
				text,
			)
			.map(([type, data]) => ({ type, data })),
	},
	{
		weight: 1,
		arbitrary: fc
			.uint8Array({ maxLength: 2_000 })
			.map((bytes) => ({ type: 'multipart/form-data; boundary=----x', data: Buffer.from(bytes).toString('latin1') })),
	},
	{ weight: 1, arbitrary: fc.constant({ type: 'application/json', data: `{"review":"${'x'.repeat(1_100_000)}"}` }) },
	{ weight: 2, arbitrary: fc.constant(null) },
)

const query = fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 4 }).map((q) => {
	const params = new URLSearchParams()
	for (const [key, v] of Object.entries(q)) params.append(key, v)
	return params.size ? `?${params}` : ''
})

/** A path segment for a route parameter: usually junk, sometimes an id-like or encoded value. */
const segment = fc
	.oneof(text, fc.uuid(), fc.constantFrom('%2F', '%2e%2e', '..', '%', '%zz', 'diary.atom', 'feed.rss', 'me', 'null'))
	.map((s) => {
		try {
			return s.includes('%') ? s : encodeURIComponent(s)
		} catch {
			return 'x'
		}
	})

/**
 * One request on a connection of its own: a server may answer (413) before it has read a body and then close the
 * connection, which a pooled client would find only on its next request, blaming the wrong one.
 */
function send(url: string, method: string, headers: Record<string, string>, body: string | undefined) {
	return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
		const req = httpRequest(url, { method, headers, agent: false }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () =>
				resolve({
					status: res.statusCode ?? 0,
					type: String(res.headers['content-type'] ?? ''),
					body: Buffer.concat(chunks).toString('utf8'),
				}),
			)
			res.on('error', reject)
		})
		// The server may stop reading a refused body; what it answered is what counts.
		req.on('error', (error: NodeJS.ErrnoException) =>
			error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
		)
		req.end(body)
	})
}

test('generated hostile requests to every API route never get a 5xx, 4xx answers say why, and the server stays up', async (t) => {
	const { client, routes, baseUrl } = await startTestApp(t, {
		OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
		GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/books/v1',
	})
	const reader = await signUp(client())
	const cookie = [...reader.client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const apiRoutes = routes.filter((r) => r.path.startsWith('/api/'))
	assert.ok(apiRoutes.length > 100, `the app lists its routes (${apiRoutes.length})`)

	const request = fc.record({
		route: fc.constantFrom(...apiRoutes),
		params: fc.array(segment, { minLength: 6, maxLength: 6 }),
		method: fc.oneof(
			{ weight: 4, arbitrary: fc.constant(null) },
			{ weight: 1, arbitrary: fc.constantFrom(...METHODS) },
		),
		query,
		body,
		signedIn: fc.boolean(),
	})
	const seen = new Map<number, number>()
	await fc.assert(
		fc.asyncProperty(request, async (r) => {
			let index = 0
			const path = r.route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => r.params[index++ % r.params.length] || 'x')
			const method = r.method ?? r.route.method
			const headers: Record<string, string> = {}
			// Signing out would leave the rest of the run without a session, so that one route is tried signed out only.
			if (r.signedIn && !path.endsWith('/auth/sign-out')) headers.cookie = cookie
			if (r.body && method !== 'GET' && method !== 'HEAD') headers['content-type'] = r.body.type
			const res = await send(
				`${baseUrl}${path}${r.query}`,
				method,
				headers,
				r.body && method !== 'GET' && method !== 'HEAD' ? r.body.data : undefined,
			)
			const answer = res.body
			seen.set(res.status, (seen.get(res.status) ?? 0) + 1)
			assert.ok(
				res.status < 500,
				`${method} ${path}${r.query.slice(0, 200)} answered ${res.status}: ${answer.slice(0, 300)}`,
			)
			if (res.status >= 400 && method !== 'HEAD' && res.type.includes('application/json')) {
				const error = (JSON.parse(answer) as { error?: { message?: unknown } }).error
				assert.equal(
					typeof error?.message,
					'string',
					`${method} ${path} ${res.status} says what is wrong: ${answer.slice(0, 300)}`,
				)
			}
		}),
		{ numRuns: RUNS, seed: SEED, endOnFailure: true, includeErrorInReport: true },
	)
	const health = await fetch(`${baseUrl}/api/health`)
	assert.equal(health.status, 200, 'the server still answers')
	t.diagnostic(`statuses: ${JSON.stringify(Object.fromEntries([...seen].sort((a, b) => a[0] - b[0])))}`)
})
