import { z } from 'zod'

/** GET /api/site: what the public pages need from the server's configuration. */
export const SiteView = z.object({
	operator: z.object({ name: z.string(), address: z.string().nullable(), email: z.string().nullable() }),
	/** The OpenID Connect provider's display name when sign-in with it is configured ('Google'), else null. */
	oidcProvider: z.string().nullable(),
	/** Set when this server federates (ActivityPub): the host in its readers' handles (@username@host). */
	federation: z.object({ host: z.string() }).nullable(),
})
export type SiteView = z.infer<typeof SiteView>
