import { z } from 'zod'
import {
	CLIENT_ERROR_BODY_MAX,
	CLIENT_ERROR_LIMITS,
	type ClientErrorReport,
} from '../../../shared/schemas/client-errors.ts'
import { api, postJson } from '../../lib/api.ts'

// React renders an error page twice in development (StrictMode) and again on any re-render: one report each.
const reported = new WeakSet<object>()

/** The report of an error as the server takes it: each field cut to its limit, the stack left out if the whole is too large. */
function toReport(error: unknown, route: string): ClientErrorReport {
	const failure = error instanceof Error ? error : new Error(String(error))
	const report = {
		message: `${failure.name}: ${failure.message}`.slice(0, CLIENT_ERROR_LIMITS.message),
		stack: failure.stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
		route: route.slice(0, CLIENT_ERROR_LIMITS.route),
		build: __APP_VERSION__,
	}
	// Lengths count characters and the limit bytes: a stack of non-Latin text can be three times its length.
	return new TextEncoder().encode(JSON.stringify(report)).length <= CLIENT_ERROR_BODY_MAX
		? report
		: { ...report, stack: undefined }
}

/** Tells the server's log about an error that stopped a page (POST /api/client-errors); a failed report is let go. */
export function reportClientError(error: unknown, route: string) {
	if (typeof error === 'object' && error !== null) {
		if (reported.has(error)) return
		reported.add(error)
	}
	void api('/client-errors', z.undefined(), postJson(toReport(error, route))).catch(() => undefined)
}
