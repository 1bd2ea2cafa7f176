import { pino } from 'pino'

/**
 * The server's log: one JSON object a line on standard output, for the operator's log collector. Written
 * synchronously by pino's own destination, a few microseconds a line, so a line is never lost when the process
 * exits. One logger for the process (the job worker, the mailer and the database pool log outside any request);
 * main.ts sets its level from LOG_LEVEL. Nothing a reader sent is logged as such: no cookies, no authorization
 * headers, no tokens, no paths (an invitation's path is its token), only route patterns.
 */
export const log = pino({
	formatters: { level: (label) => ({ level: label }) },
	timestamp: pino.stdTimeFunctions.isoTime,
})
