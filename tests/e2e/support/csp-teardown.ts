import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CSP_REPORT_FILE } from '../../../src/server/http/csp-reports.ts'

/**
 * After every journey: the server keeps what Chromium reported the Content-Security-Policy stopped
 * (src/server/http/csp-reports.ts). Any report fails the run: an inline script or a foreign resource on one of
 * our pages is a bug, or an injection that got through.
 */
export default function cspTeardown() {
	const file = join(process.env.E2E_DATA_DIR ?? '', CSP_REPORT_FILE)
	const reports = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
	if (reports) throw new Error(`Chromium reported Content-Security-Policy violations during the journeys:\n${reports}`)
}
