import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { CSP_REPORT_FILE } from './csp-reports.ts'

test('the policy names its report address, and a violation a browser reports is kept, one line each', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	assert.match(
		(await client().request('/')).headers.get('content-security-policy') ?? '',
		/report-uri \/api\/csp-reports$/,
	)
	const legacy = {
		'csp-report': {
			'document-uri': 'http://localhost/u/ann',
			'violated-directive': 'script-src-elem',
			'effective-directive': 'script-src-elem',
			'blocked-uri': 'https://evil.example/x.js',
			'source-file': 'http://localhost/assets/index.js',
			'line-number': 12,
		},
	}
	const sent = await client().request('/api/csp-reports', {
		method: 'POST',
		headers: { 'content-type': 'application/csp-report' },
		json: legacy,
	})
	assert.equal(sent.status, 204)
	const modern = [
		{
			type: 'csp-violation',
			body: {
				documentURL: 'http://localhost/nav/home',
				effectiveDirective: 'img-src',
				blockedURL: 'https://evil.example/p.png',
			},
		},
	]
	assert.equal(
		(
			await client().request('/api/csp-reports', {
				method: 'POST',
				headers: { 'content-type': 'application/reports+json' },
				json: modern,
			})
		).status,
		204,
	)
	const lines = readFileSync(join(dataDir, CSP_REPORT_FILE), 'utf8')
		.trim()
		.split('\n')
		.map((line) => JSON.parse(line) as Record<string, string>)
	assert.deepEqual(
		lines.map(({ at: _, ...rest }) => rest),
		[
			{
				document: 'http://localhost/u/ann',
				directive: 'script-src-elem',
				blocked: 'https://evil.example/x.js',
				source: 'http://localhost/assets/index.js:12',
			},
			{
				document: 'http://localhost/nav/home',
				directive: 'img-src',
				blocked: 'https://evil.example/p.png',
				source: '',
			},
		],
	)
	assert.equal((await client().request('/api/csp-reports', { method: 'POST', json: { hello: 1 } })).status, 400)
})

const report = (blocked: string) => ({
	'csp-report': {
		'document-uri': 'http://localhost/nav/home',
		'effective-directive': 'img-src',
		'blocked-uri': blocked,
	},
})

test('a report is kept as data: line breaks and terminal escapes in its fields cannot make lines of their own', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const forged = 'https://evil.example/x\n{"at":"2026-01-01","directive":"forged"}\u001b[31m red \r'
	assert.equal((await client().request('/api/csp-reports', { method: 'POST', json: report(forged) })).status, 204)
	const lines = readFileSync(join(dataDir, CSP_REPORT_FILE), 'utf8').split('\n').filter(Boolean)
	assert.equal(lines.length, 1)
	assert.equal((JSON.parse(lines[0]!) as { blocked: string }).blocked, forged)
	assert.doesNotMatch(lines[0]!, /[\u0000-\u001f]/)
})

test('one address may send 20 reports a minute; more are refused with 429, others still heard', async (t) => {
	const { client } = await startTestApp(t, { TRUST_PROXY: 'true' })
	const send = (ip: string) =>
		client().request('/api/csp-reports', {
			method: 'POST',
			json: report('https://evil.example/p.png'),
			headers: { 'x-forwarded-for': ip },
		})
	for (let i = 0; i < 20; i++) assert.equal((await send('198.51.100.7')).status, 204)
	const refused = await send('198.51.100.7')
	assert.equal(refused.status, 429)
	assert.ok(Number(refused.headers.get('retry-after')) > 0)
	assert.equal((await send('198.51.100.8')).status, 204)
})

test('at 1 MB the file is rotated: the newest reports are kept, with one previous file', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const file = join(dataDir, CSP_REPORT_FILE)
	writeFileSync(file, `${'{"old":"report"}\n'.repeat(70_000)}`)
	assert.equal(
		(await client().request('/api/csp-reports', { method: 'POST', json: report('https://evil.example/new.png') }))
			.status,
		204,
	)
	assert.match(
		readFileSync(file, 'utf8'),
		/^\{"at":"[^"]+","document":"http:\/\/localhost\/nav\/home","directive":"img-src","blocked":"https:\/\/evil.example\/new.png","source":""\}\n$/,
	)
	assert.match(readFileSync(`${file}.1`, 'utf8'), /^\{"old":"report"\}\n/)

	writeFileSync(file, `${'{"older":"report"}\n'.repeat(70_000)}`)
	await client().request('/api/csp-reports', { method: 'POST', json: report('https://evil.example/newer.png') })
	assert.match(readFileSync(`${file}.1`, 'utf8'), /^\{"older":"report"\}\n/, 'only one previous file is kept')
	assert.match(readFileSync(file, 'utf8'), /newer\.png/)
})
