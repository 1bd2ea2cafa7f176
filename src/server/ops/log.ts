import { pino } from 'pino'

/**
 * The server's log: one JSON object a line on standard output, for the operator's log collector. Written
 * synchronously by pino's own destination (one write a line), so no line is lost when the process exits. One logger for the process (the job worker, the mailer and the database pool log outside any request);
 * main.ts sets its level from LOG_LEVEL. Never logged: cookies, authorization headers, tokens, passwords, readers'
 * text, and request paths (an invitation's path is its token; request lines name the route pattern instead).
 */
export const log = pino({
	formatters: { level: (label) => ({ level: label }) },
	timestamp: pino.stdTimeFunctions.isoTime,
})
