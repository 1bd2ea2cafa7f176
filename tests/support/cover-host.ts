import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestContext } from 'node:test'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/** A real HTTP server on loopback playing a cover service; it counts every request by path (with its query). */
export async function startCoverHost(t: TestContext) {
	const hits = new Map<string, number>()
	const handlers = new Map<string, Handler>()
	const server = createServer((req, res) => {
		const path = req.url ?? '/'
		hits.set(path, (hits.get(path) ?? 0) + 1)
		const handler = handlers.get(path)
		if (handler) handler(req, res)
		else res.writeHead(404, { 'content-type': 'text/plain' }).end('no such cover')
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	t.after(() => {
		server.closeAllConnections()
		return new Promise((resolve) => server.close(resolve))
	})
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return {
		origin,
		hits: (path: string) => hits.get(path) ?? 0,
		total: () => [...hits.values()].reduce((a, b) => a + b, 0),
		on: (path: string, handler: Handler) => handlers.set(path, handler),
		image: (path: string, bytes: Buffer, type = 'image/jpeg') =>
			handlers.set(path, (_req, res) => res.writeHead(200, { 'content-type': type }).end(bytes)),
	}
}
