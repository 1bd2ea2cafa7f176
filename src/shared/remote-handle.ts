/** What a search for a reader on another server names: a handle, or an address to look the reader up at. */
export type RemoteQuery = { kind: 'handle'; username: string; host: string } | { kind: 'url'; url: URL }

const HANDLE = /^@?([A-Za-z0-9_.-]+)@([A-Za-z0-9.-]+(?::\d{1,5})?|\[[0-9A-Fa-f:]+\](?::\d{1,5})?)$/

/**
 * `@name@host` (the @ in front optional, as Mastodon accepts it) or an http(s) address; anything else is not a
 * reader elsewhere (null), so a plain name stays a search of this server's readers.
 */
export function parseRemoteQuery(text: string): RemoteQuery | null {
	const trimmed = text.trim()
	const handle = HANDLE.exec(trimmed)
	if (handle?.[1] && handle[2]) return { kind: 'handle', username: handle[1], host: handle[2].toLowerCase() }
	if (!/^https?:\/\//i.test(trimmed)) return null
	try {
		return { kind: 'url', url: new URL(trimmed) }
	} catch {
		return null
	}
}
