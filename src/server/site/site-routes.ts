import { Hono } from 'hono'
import type { SessionView } from '../../shared/schemas/auth.ts'
import type { SiteView } from '../../shared/schemas/site.ts'
import type { Config } from '../config.ts'
import type { AppEnv } from '../http/session.ts'

export const siteRoutes = (config: Config) =>
	new Hono<AppEnv>()
		.get('/health', (c) => c.json({ ok: true }))
		.get('/session', (c) => c.json({ user: c.var.user } satisfies SessionView))
		.get('/site', (c) =>
			c.json({
				operator: {
					name: config.operator.name,
					address: config.operator.address ?? null,
					email: config.operator.email ?? null,
				},
				oidcProvider: config.oidc?.name ?? null,
				federation: config.federation ? { host: new URL(config.appOrigin).host } : null,
			} satisfies SiteView),
		)
