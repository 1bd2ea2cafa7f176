import { appendFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import { log } from '../ops/log.ts'
import { ApiError } from './errors.ts'

/** Where violation reports are kept, in the data folder: `tail` it to see what the policy stopped. */
export const CSP_REPORT_FILE = 'csp-reports.log'
// A page in a loop could report without end: the file stops growing at this size, and the log says so once.
const MAX_FILE_BYTES = 1024 * 1024

type Violation = { at: string; document: string; directive: string; blocked: string; source: string }

/** The browser's report (report-uri's {"csp-report": …}, or the Reporting API's [{type, body}]) as one line's facts. */
export function readViolation(report: unknown, at: string): Violation | null {
	const first = Array.isArray(report) ? (report[0] as { body?: unknown } | undefined)?.body : (report as { 'csp-report'?: unknown } | null)?.['csp-report']
	if (!first || typeof first !== 'object') return null
	const r = first as Record<string, unknown>
	const field = (...names: string[]) => String(names.map((name) => r[name]).find((v) => typeof v === 'string' || typeof v === 'number') ?? '').slice(0, 500)
	return {
		at,
		document: field('document-uri', 'documentURL'),
		directive: field('effective-directive', 'effectiveDirective', 'violated-directive'),
		blocked: field('blocked-uri', 'blockedURL'),
		source: [field('source-file', 'sourceFile'), field('line-number', 'lineNumber')].filter(Boolean).join(':'),
	}
}

/**
 * POST /api/csp-reports: where browsers report what the Content-Security-Policy stopped (security.ts names it in
 * report-uri). A report on a site like ours means a bug or an attack, so each is logged and kept, one JSON line
 * each, in DATA_DIR/csp-reports.log; the end-to-end run fails when that file is not empty.
 */
export function cspReportRoutes(dataDir: string) {
	const file = join(dataDir, CSP_REPORT_FILE)
	let full = false
	return new Hono().post('/csp-reports', async (c) => {
		const report: unknown = await c.req.json().catch(() => {
			throw new ApiError(400, 'malformed_body', 'A CSP report is a JSON document')
		})
		const violation = readViolation(report, new Date().toISOString())
		if (!violation) throw new ApiError(400, 'validation_failed', 'csp-report is missing from the report', { 'csp-report': 'csp-report is missing from the report' })
		const size = await stat(file).then((s) => s.size, () => 0)
		if (size < MAX_FILE_BYTES) {
			log.warn({ directive: violation.directive, blocked: violation.blocked, document: violation.document }, 'CSP stopped a resource')
			await appendFile(file, `${JSON.stringify(violation)}\n`)
		} else if (!full) {
			full = true
			log.warn(`CSP reports: ${file} reached ${MAX_FILE_BYTES} bytes; later reports are not kept`)
		}
		return c.body(null, 204)
	})
}
