import { sniffPictureFormat } from '../storage/picture-image.ts'

/** Larger than any real cover thumbnail source (Open Library's -L.jpg are ~100 KB); reading stops beyond it. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024
const MAX_REDIRECTS = 3

export type CoverFailure =
	| 'host_not_allowed'
	| 'timeout'
	| 'too_large'
	| 'not_an_image'
	| 'unreachable'
	| `status_${number}`
	| 'too_many_redirects'
export type FetchedCover = { ok: true; bytes: Buffer } | { ok: false; failure: CoverFailure }
export type CoverFetchLimits = { origins: string[]; timeoutMs: number; maxBytes?: number }

/**
 * Whether a URL may be fetched: its scheme, host and port are those of one of COVER_HOSTS, where
 * '*.example.org' stands for any host under example.org (archive.org serves from ia800100.us.archive.org, …).
 */
export function isAllowedCoverUrl(url: string, origins: string[]) {
	const target = URL.parse(url)
	if (!target) return false
	return origins.some((origin) => {
		const rule = new URL(origin)
		if (rule.protocol !== target.protocol || rule.port !== target.port) return false
		return rule.hostname.startsWith('*.')
			? target.hostname.endsWith(rule.hostname.slice(1))
			: rule.hostname === target.hostname
	})
}

class TooLarge extends Error {}

/**
 * Fetches a cover's bytes within bounds: only from the configured origins (redirects included, each hop
 * checked), within one timeout for headers and body together, at most maxBytes (reading stops there), and
 * only a JPEG, PNG, WebP or GIF by its first bytes. Every way it can fail is a value, never a throw.
 */
export async function fetchCover(
	url: string,
	{ origins, timeoutMs, maxBytes = COVER_MAX_BYTES }: CoverFetchLimits,
): Promise<FetchedCover> {
	const signal = AbortSignal.timeout(timeoutMs)
	let current = url
	try {
		for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
			if (!isAllowedCoverUrl(current, origins)) return { ok: false, failure: 'host_not_allowed' }
			const res = await fetch(current, {
				signal,
				redirect: 'manual',
				headers: { accept: 'image/webp,image/png,image/jpeg,image/gif' },
			})
			const location = res.headers.get('location')
			if (res.status >= 300 && res.status < 400 && location) {
				await res.body?.cancel()
				current = new URL(location, current).href
				continue
			}
			if (!res.ok || !res.body) {
				await res.body?.cancel()
				return { ok: false, failure: `status_${res.status}` }
			}
			if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
				await res.body.cancel()
				return { ok: false, failure: 'too_large' }
			}
			const bytes = await readAtMost(res.body, maxBytes)
			return sniffPictureFormat(bytes) ? { ok: true, bytes } : { ok: false, failure: 'not_an_image' }
		}
		return { ok: false, failure: 'too_many_redirects' }
	} catch (error) {
		if (error instanceof TooLarge) return { ok: false, failure: 'too_large' }
		if (signal.aborted) return { ok: false, failure: 'timeout' }
		return { ok: false, failure: 'unreachable' }
	}
}

/** The whole body, or TooLarge as soon as it passes the limit; a server that claims less than it sends is cut off. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number) {
	const chunks: Uint8Array[] = []
	let total = 0
	for await (const chunk of body) {
		total += chunk.length
		if (total > maxBytes) throw new TooLarge()
		chunks.push(chunk)
	}
	return Buffer.concat(chunks)
}
