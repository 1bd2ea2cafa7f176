import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CLIENT_ERROR_BODY_MAX, ClientErrorReport } from '../../shared/schemas/client-errors.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { clientIp } from '../http/client-ip.ts'
import { ApiError } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import type { AppEnv } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { log } from '../ops/log.ts'
import { clientErrorFields } from './client-error-fields.ts'

type Deps = { db: Database; config: Config }

// A tab whose page fails in a loop, or someone filling the log, is held to a few reports a minute per address.
const reportLimit = (ip: string) => [{ key: `client-error:ip:${ip}`, limit: 10, windowMs: 60_000 }]

const sizeLimit = bodyLimit({
	maxSize: CLIENT_ERROR_BODY_MAX,
	onError: () => {
		throw new ApiError(413, 'too_large', `An error report can be at most ${CLIENT_ERROR_BODY_MAX} bytes`)
	},
})

/** POST /api/client-errors: a page that failed in a reader's browser, written to the server's log (ops/log.ts) as one line. */
export const clientErrorRoutes = ({ db, config }: Deps) =>
	new Hono<AppEnv>().post('/client-errors', sizeLimit, async (c) => {
		const report = await readJson(c, ClientErrorReport)
		await enforceRateLimits(db, reportLimit(clientIp(c, config.trustProxy)))
		log.error({ event: 'client_error', ...clientErrorFields(report) }, "A page failed in a reader's browser")
		return c.body(null, 204)
	})
