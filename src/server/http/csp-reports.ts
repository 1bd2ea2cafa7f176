import { appendFile, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import { log } from '../ops/log.ts'
import { clientIp } from './client-ip.ts'
import { ApiError } from './errors.ts'

/** Where violation reports are kept, in the data folder: `tail` it to see what the policy stopped. */
export const CSP_REPORT_FILE = 'csp-reports.log'
// A page in a loop could report without end: at this size the file becomes csp-reports.log.1 and a new one starts.
const MAX_FILE_BYTES = 1024 * 1024

type Violation = { at: string; document: string; directive: string; blocked: string; source: string }

/** The browser's report (report-uri's {"csp-report": …}, or the Reporting API's [{type, body}]) as one line's facts. */
export function readViolation(report: unknown, at: string): Violation | null {
	const first = Array.isArray(report)
		? (report[0] as { body?: unknown } | undefined)?.body
		: (report as { 'csp-report'?: unknown } | null)?.['csp-report']
	if (!first || typeof first !== 'object') return null
	const r = first as Record<string, unknown>
	const field = (...names: string[]) =>
		String(names.map((name) => r[name]).find((v) => typeof v === 'string' || typeof v === 'number') ?? '').slice(0, 500)
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
 * each, in DATA_DIR/csp-reports.log; the end-to-end run fails when that file is not empty. Anyone can post here,
 * so every field is data (structured log fields, JSON lines), each address may send REPORTS_PER_MINUTE, and the
 * file is rotated at MAX_FILE_BYTES (one previous file kept) so a flood can neither fill the disk nor silence it.
 */
export function cspReportRoutes({ dataDir, trustProxy }: { dataDir: string; trustProxy: boolean }) {
	const file = join(dataDir, CSP_REPORT_FILE)
	const perAddress = createReportCounter()
	return new Hono().post('/csp-reports', async (c) => {
		const retryAfter = perAddress.count(clientIp(c, trustProxy), Date.now())
		if (retryAfter)
			throw new ApiError(429, 'rate_limited', 'Too many reports from this address', undefined, {
				'Retry-After': String(retryAfter),
			})
		const report: unknown = await c.req.json().catch(() => {
			throw new ApiError(400, 'malformed_body', 'A CSP report is a JSON document')
		})
		const violation = readViolation(report, new Date().toISOString())
		if (!violation)
			throw new ApiError(400, 'validation_failed', 'csp-report is missing from the report', {
				'csp-report': 'csp-report is missing from the report',
			})
		log.warn(
			{
				directive: violation.directive,
				blocked: violation.blocked,
				document: violation.document,
				source: violation.source,
			},
			'CSP stopped a resource',
		)
		const size = await stat(file).then(
			(s) => s.size,
			() => 0,
		)
		// Two reports at once may both rotate; the second rename then moves a file of one line, which is fine.
		if (size >= MAX_FILE_BYTES) await rename(file, `${file}.1`).catch(() => undefined)
		await appendFile(file, `${JSON.stringify(violation)}\n`)
		return c.body(null, 204)
	})
}

const REPORTS_PER_MINUTE = 20
const MINUTE_MS = 60_000
// Past this many addresses in one minute, the oldest windows are forgotten rather than memory grown.
const MAX_ADDRESSES = 10_000

/** Per-address fixed windows in memory: reports are not worth a database write each, nor sharing across servers. */
function createReportCounter() {
	const windows = new Map<string, { count: number; resetAt: number }>()
	return {
		/** Counts one report; answers 0 when it may be kept, else the seconds until the address may report again. */
		count(ip: string, now: number) {
			let window = windows.get(ip)
			if (!window || window.resetAt <= now) {
				if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value as string)
				window = { count: 0, resetAt: now + MINUTE_MS }
				windows.delete(ip)
				windows.set(ip, window)
			}
			window.count += 1
			return window.count > REPORTS_PER_MINUTE ? Math.ceil((window.resetAt - now) / 1000) : 0
		},
	}
}
