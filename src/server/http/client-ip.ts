import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The address rate limits count against. Behind a reverse proxy (TRUST_PROXY=true) it is the last
 * X-Forwarded-For entry, the one our proxy appended; earlier entries are whatever the client claimed.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
	if (trustProxy) {
		const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
		if (forwarded) return forwarded
	}
	try {
		return getConnInfo(c).remote.address ?? 'unknown'
	} catch {
		return 'unknown'
	}
}
