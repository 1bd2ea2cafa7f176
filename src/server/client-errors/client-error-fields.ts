import type { ClientErrorReport } from '../../shared/schemas/client-errors.ts'

// The log's JSON escapes quotes, backslashes and every control character below U+0020 (newlines, ESC), but passes
// DEL, the C1 controls (U+0080–U+009F, where a terminal reads U+009B as the start of an ANSI sequence) and the
// Unicode line separators, which some log viewers break lines at. The text is the browser's, so those go too.
const UNESCAPED_CONTROLS = /[\u007f-\u009f\u2028\u2029]/g

const escaped = (text: string) =>
	text.replace(UNESCAPED_CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * A report as the fields of its log line, each written out as text (U+009B becomes the six characters \u009b), so
 * nothing a browser sends can start a line of its own or drive the terminal of whoever reads the log.
 */
export function clientErrorFields({ message, stack, route, build }: ClientErrorReport) {
	return {
		message: escaped(message),
		stack: stack === undefined ? undefined : escaped(stack),
		route: escaped(route),
		build: escaped(build),
	}
}
