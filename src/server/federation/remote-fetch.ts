import { lookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { isValidPublicIPv4Address, isValidPublicIPv6Address } from '@fedify/fedify/runtime'

export type RemoteFetchLimits = {
	/** FEDERATION_ALLOW_LOOPBACK: plain http, and loopback addresses (127.0.0.0/8, ::1); never other private ones. */
	allowLoopback: boolean
	maxBytes: number
	timeoutMs: number
}
export type RemoteResponse = { url: URL; status: number; headers: Headers; body: Buffer }

/** An actor, a key or a context is a few kilobytes; a page of a collection a few tens. */
export const DOCUMENT_LIMITS = { maxBytes: 1024 * 1024, timeoutMs: 10_000 }
const MAX_REDIRECTS = 3

/** A remote address we will not fetch, or a fetch that broke its limits: the sender's fault, never ours. */
export class RemoteFetchError extends Error {}

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address)

/** Whether we may connect to this IP address: a public one, or loopback when the test setting allows it. */
export function mayConnectTo(address: string, allowLoopback: boolean) {
	if (allowLoopback && isLoopback(address)) return true
	const family = isIP(address)
	if (family === 4) return isValidPublicIPv4Address(address)
	return family === 6 && isValidPublicIPv6Address(address)
}

/** Whether a URL's scheme may be fetched at all: https, or http only under the test setting. */
export function mayFetchScheme(url: URL, allowLoopback: boolean) {
	return url.protocol === 'https:' || (allowLoopback && url.protocol === 'http:')
}

/**
 * DNS lookup that refuses any answer naming an address we may not connect to. It is the lookup of the socket
 * itself, so the address checked is the address connected (a name that answers a public address to a check
 * and a private one to the connection gains nothing).
 */
function checkedLookup(allowLoopback: boolean) {
	return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
		lookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
			if (error) return callback(error)
			const refused = addresses.find((a) => !mayConnectTo(a.address, allowLoopback))
			if (refused || addresses.length === 0)
				return callback(new RemoteFetchError(`${hostname} is not a public address`))
			if (options.all) return callback(null, addresses)
			callback(null, addresses[0]!.address, addresses[0]!.family)
		})
	}) as unknown as typeof lookup
}

function requestOnce(url: URL, headers: Record<string, string>, limits: RemoteFetchLimits, signal: AbortSignal) {
	const hostname = url.hostname.replace(/^\[|\]$/g, '')
	if (isIP(hostname) && !mayConnectTo(hostname, limits.allowLoopback))
		return Promise.reject(new RemoteFetchError(`${hostname} is not a public address`))
	const client = url.protocol === 'https:' ? https : http
	return new Promise<RemoteResponse>((resolve, reject) => {
		const request = client.get(url, { headers, signal, lookup: checkedLookup(limits.allowLoopback) }, (res) => {
			const declared = Number(res.headers['content-length'] ?? 0)
			if (declared > limits.maxBytes) {
				res.destroy()
				return reject(new RemoteFetchError(`${url.href} is larger than ${limits.maxBytes} bytes`))
			}
			const chunks: Buffer[] = []
			let size = 0
			res.on('data', (chunk: Buffer) => {
				size += chunk.length
				if (size > limits.maxBytes) {
					res.destroy()
					reject(new RemoteFetchError(`${url.href} is larger than ${limits.maxBytes} bytes`))
				} else chunks.push(chunk)
			})
			res.on('error', reject)
			res.on('end', () => {
				const out = new Headers()
				for (const [name, value] of Object.entries(res.headers))
					if (typeof value === 'string') out.set(name, value)
					else if (Array.isArray(value)) for (const item of value) out.append(name, item)
				resolve({ url, status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) })
			})
		})
		request.on('error', (error) =>
			reject(signal.aborted ? new RemoteFetchError(`${url.href} took longer than ${limits.timeoutMs} ms`) : error),
		)
	})
}

/**
 * A GET of another server's document: https to public addresses only (loopback and http only under
 * FEDERATION_ALLOW_LOOPBACK), at most `maxBytes` read and `timeoutMs` spent in all, up to three redirects, each
 * checked again. `headersFor` makes each hop's headers, so a signed fetch is signed for the address it reaches.
 */
export async function fetchRemote(
	url: URL,
	headersFor: (url: URL) => Promise<Record<string, string>>,
	limits: RemoteFetchLimits,
): Promise<RemoteResponse> {
	const signal = AbortSignal.timeout(limits.timeoutMs)
	let current = url
	for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
		if (!mayFetchScheme(current, limits.allowLoopback))
			throw new RemoteFetchError(`${current.href}: only https addresses are fetched`)
		const response = await requestOnce(current, await headersFor(current), limits, signal)
		const location = response.headers.get('location')
		if (response.status < 300 || response.status >= 400 || !location) return response
		current = new URL(location, current)
	}
	throw new RemoteFetchError(`${url.href} redirects more than ${MAX_REDIRECTS} times`)
}
