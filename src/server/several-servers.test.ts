import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import sharp from 'sharp'
import type { ProfileView } from '../shared/schemas/profile.ts'
import { newDatabaseUrl } from '../../tests/support/database-url.ts'
import { startS3Server } from '../../tests/support/s3-server.ts'
import { startServerProcess } from '../../tests/support/server-process.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { password, signUp, TestClient } from '../../tests/support/test-client.ts'

// Two app servers as separate processes of src/server/main.ts on one PostgreSQL database, behind nothing but
// their own ports: what one does, the other sees. Each has its own DATA_DIR; only DATABASE_URL, AUTH_SECRET and
// one S3-compatible bucket join them. Several servers are a PostgreSQL set-up (README): better-sqlite3 in two
// processes would meet SQLITE_BUSY on upgraded transactions, so this test is part of the PostgreSQL pass only.
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL)

if (onPostgres)
	test('two servers on one database share sessions, rate limits, background jobs and uploads', async (t) => {
		const folder = mkdtempSync(join(tmpdir(), 'dogear-two-servers-'))
		t.after(() => rmSync(folder, { recursive: true, force: true }))
		const databaseUrl = await newDatabaseUrl(t, folder)
		const smtp = await startSmtpSink(t)
		const s3 = await startS3Server(t)
		const shared = { AUTH_SECRET: 'one-secret-for-every-server-of-this-instance', SMTP_URL: smtp.url, ...s3.env }
		const env = (name: string) => ({ ...shared, DATA_DIR: join(folder, name), DATABASE_URL: databaseUrl })
		// Started together: both migrate the empty database at once, and the migration lock lets one do it.
		const [a, b] = await Promise.all([startServerProcess(t, env('a')), startServerProcess(t, env('b'))])
		try {
			await shareEverything(a, b, smtp)
		} finally {
			await Promise.all([a.stop(), b.stop()])
		}
	})

type Server = { baseUrl: string }

async function shareEverything(a: Server, b: Server, smtp: Awaited<ReturnType<typeof startSmtpSink>>) {
	// A session made on one server is a session on the other.
	const onA = new TestClient(a.baseUrl)
	const reader = await signUp(onA)
	const onB = new TestClient(b.baseUrl)
	for (const [name, cookie] of onA.cookies) onB.cookies.set(name, cookie)
	const seen = await onB.json('/api/session')
	assert.equal(seen.body.user?.username, reader.username)

	// A picture uploaded through A is served by B.
	const form = new FormData()
	const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f6fb4' } })
		.png()
		.toBuffer()
	form.append('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png')
	const cookie = [...onA.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const uploaded = await fetch(new URL('/api/profile/picture', a.baseUrl), {
		method: 'PUT',
		body: form,
		headers: { cookie },
	})
	assert.equal(uploaded.status, 200)
	const { picture } = (await uploaded.json()) as ProfileView
	assert.ok(picture)
	const served = await fetch(new URL(picture.large, b.baseUrl))
	assert.equal(served.status, 200)
	assert.equal(served.headers.get('content-type'), 'image/webp')
	assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width, 512)

	// Rate limits are counted in the database: ten wrong passwords spread over both servers use up the
	// account's allowance on each.
	for (let attempt = 0; attempt < 10; attempt++) {
		const server = attempt % 2 === 0 ? a : b
		const res = await new TestClient(server.baseUrl).post('/api/auth/sign-in', {
			email: reader.email,
			password: `wrong ${attempt}`,
			acceptTerms: true,
		})
		assert.equal(res.status, 401, `attempt ${attempt + 1}`)
	}
	for (const server of [a, b]) {
		const res = await new TestClient(server.baseUrl).post('/api/auth/sign-in', {
			email: reader.email,
			password,
			acceptTerms: true,
		})
		assert.equal(res.status, 429)
	}

	// Background jobs run once: reset mails queued through both servers, both workers polling the one job table.
	const addresses: string[] = []
	for (let i = 0; i < 6; i++) {
		const server = i % 2 === 0 ? a : b
		const other = await signUp(new TestClient(server.baseUrl))
		const res = await new TestClient(server.baseUrl).post('/api/auth/password-reset/request', { email: other.email })
		assert.equal(res.status, 200)
		addresses.push(other.email)
	}
	for (const address of addresses) await smtp.waitFor(address)
	// Two more polls of each worker: a job claimed twice would have sent its mail again by now.
	await new Promise((resolve) => setTimeout(resolve, 2500))
	assert.deepEqual(smtp.received.flatMap((mail) => mail.to).sort(), [...addresses].sort())
}
