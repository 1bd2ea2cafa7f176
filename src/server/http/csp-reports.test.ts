import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { CSP_REPORT_FILE } from './csp-reports.ts'

test('the policy names its report address, and a violation a browser reports is kept, one line each', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	assert.match((await client().request('/')).headers.get('content-security-policy') ?? '', /report-uri \/api\/csp-reports$/)
	const legacy = {
		'csp-report': {
			'document-uri': 'http://localhost/u/ann', 'violated-directive': 'script-src-elem', 'effective-directive': 'script-src-elem',
			'blocked-uri': 'https://evil.example/x.js', 'source-file': 'http://localhost/assets/index.js', 'line-number': 12,
		},
	}
	const sent = await client().request('/api/csp-reports', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, json: legacy })
	assert.equal(sent.status, 204)
	const modern = [{ type: 'csp-violation', body: { documentURL: 'http://localhost/nav/home', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/p.png' } }]
	assert.equal((await client().request('/api/csp-reports', { method: 'POST', headers: { 'content-type': 'application/reports+json' }, json: modern })).status, 204)
	const lines = readFileSync(join(dataDir, CSP_REPORT_FILE), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>)
	assert.deepEqual(lines.map(({ at: _, ...rest }) => rest), [
		{ document: 'http://localhost/u/ann', directive: 'script-src-elem', blocked: 'https://evil.example/x.js', source: 'http://localhost/assets/index.js:12' },
		{ document: 'http://localhost/nav/home', directive: 'img-src', blocked: 'https://evil.example/p.png', source: '' },
	])
	assert.equal((await client().request('/api/csp-reports', { method: 'POST', json: { hello: 1 } })).status, 400)
})
