import type { ClientErrorReport } from '../../shared/schemas/client-errors.ts'

// JSON.stringify escapes quotes, backslashes and every control character below U+0020 (newlines, ESC), but passes
// DEL, the C1 controls (U+0080–U+009F, where a terminal reads U+009B as the start of an ANSI sequence) and the
// Unicode line separators, which some log viewers break lines at. The text is the client's, so those go too.
const UNESCAPED_CONTROLS = /[\u007f-\u009f\u2028\u2029]/g

/**
 * One log line for a report: JSON with every field's text escaped, so nothing a browser sends can start a line
 * of its own or drive the terminal of whoever reads the log.
 */
export function clientErrorLine(report: ClientErrorReport, at: Date): string {
	const { message, stack, path, build } = report
	const line = JSON.stringify({ at: at.toISOString(), level: 'error', event: 'client_error', message, stack, path, build })
	return line.replace(UNESCAPED_CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
