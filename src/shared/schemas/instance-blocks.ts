import { z } from 'zod'

/*
 * Instance blocks, administrators only (404 to anyone else, as every /api/admin route):
 * GET    /api/admin/instance-blocks        → InstanceBlockList, by host.
 * POST   /api/admin/instance-blocks        InstanceBlockInput → 201 InstanceBlockView; blocking again updates the reason.
 * DELETE /api/admin/instance-blocks/:host  → 204; 404 when that host is not blocked.
 * A blocked server's deliveries are refused (403), nothing is fetched from it and nothing is delivered to it.
 */

const HOST_MESSAGE = "host must be a server's name, such as mastodon.example"

/**
 * The host a typed server names, as URL.host writes it (lower case, a port only when not 443): a bare name, an
 * address (https://books.example/@ann) or a handle (@ann@books.example). Null when it names no server.
 */
export function instanceHost(typed: string): string | null {
	const text = typed.trim()
	const afterHandle = /^@?[^@/\s]+@([^@/\s]+)$/.exec(text)?.[1] ?? text
	const address = /^[a-z][a-z0-9+.-]*:\/\//i.test(afterHandle) ? afterHandle : `https://${afterHandle}`
	if (!URL.canParse(address)) return null
	const url = new URL(address)
	if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password || !url.hostname) return null
	return url.host
}

export const InstanceBlockInput = z.strictObject({
	host: z
		.string({ error: HOST_MESSAGE })
		.max(300, HOST_MESSAGE)
		.transform((typed, ctx) => {
			const host = instanceHost(typed)
			if (!host) ctx.addIssue({ code: 'custom', message: HOST_MESSAGE })
			return host ?? ''
		}),
	reason: z
		.string({ error: 'reason must be text' })
		.trim()
		.max(500, 'reason must be at most 500 characters')
		.default(''),
})
export type InstanceBlockInput = z.input<typeof InstanceBlockInput>

export const InstanceBlockView = z.object({ host: z.string(), reason: z.string(), createdAt: z.string() })
export type InstanceBlockView = z.infer<typeof InstanceBlockView>

export const InstanceBlockList = z.object({ items: z.array(InstanceBlockView) })
export type InstanceBlockList = z.infer<typeof InstanceBlockList>
