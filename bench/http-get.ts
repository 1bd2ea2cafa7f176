import { Agent, request, type IncomingHttpHeaders } from 'node:http'

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

/** A keep-alive agent with exactly `connections` sockets: requests beyond them wait for a free one. */
export const keepAliveAgent = (connections: number) =>
	new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })

/**
 * One HTTP request over the agent. With `read` false the body is drained unread: the load generator shares
 * the server's two cores, so it spends no time decoding answers it only counts.
 */
export function send(
	agent: Agent,
	url: URL,
	options: { method?: string; headers?: Record<string, string>; body?: string; read?: boolean } = {},
): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const headers = {
			...options.headers,
			...(options.body
				? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) }
				: {}),
		}
		const req = request(url, { agent, method: options.method ?? 'GET', headers }, (res) => {
			const chunks: Buffer[] = []
			if (options.read === false) res.resume()
			else res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
			)
			res.on('error', reject)
		})
		req.on('error', reject)
		req.end(options.body)
	})
}
