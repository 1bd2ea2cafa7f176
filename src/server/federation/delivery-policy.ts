import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { Database } from '../db/schema.ts'
import { isBlockedHost } from './instance-blocks.ts'
import { mayConnectTo, mayFetchScheme } from './remote-fetch.ts'

/** Fedify's queued delivery of one activity to one inbox (its OutboxMessage), as far as we read it. */
const isDelivery = (message: unknown): message is { type: 'outbox'; inbox: string } =>
	typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'outbox'

async function resolvesToPublic(hostname: string, allowLoopback: boolean) {
	const bare = hostname.replace(/^\[|\]$/g, '')
	if (isIP(bare)) return mayConnectTo(bare, allowLoopback)
	// A name that does not resolve now is let through: the delivery fails as any unreachable one and is retried,
	// and each retry is queued, so checked, again.
	const addresses = await lookup(bare, { all: true }).catch(() => [])
	return addresses.every((a) => mayConnectTo(a.address, allowLoopback))
}

/**
 * Whether a task Fedify queues may be queued: any task but a delivery; a delivery only to an https inbox (http
 * under FEDERATION_ALLOW_LOOPBACK) at a public address, on a host no administrator has blocked. Fedify sends
 * with the global fetch, so this is where its deliveries are bounded; retries are queued anew, so checked again.
 */
export async function mayQueue(db: Database, message: unknown, allowLoopback: boolean) {
	if (!isDelivery(message)) return true
	if (!URL.canParse(message.inbox)) return false
	const inbox = new URL(message.inbox)
	if (!mayFetchScheme(inbox, allowLoopback) || (await isBlockedHost(db, inbox.host))) return false
	return resolvesToPublic(inbox.hostname, allowLoopback)
}
