import { connect, type Socket } from 'node:net'

const HEADER_END = Buffer.from('\r\n\r\n')
const CRLF = Buffer.from('\r\n')

/**
 * Where the HTTP/1.1 answer starting at the buffer's start ends, or -1 while it is incomplete. Knows
 * Content-Length and chunked bodies, which is all our server sends.
 */
function answerEnd(buffer: Buffer): number {
	const headerEnd = buffer.indexOf(HEADER_END)
	if (headerEnd < 0) return -1
	const head = buffer.toString('latin1', 0, headerEnd).toLowerCase()
	const length = /\r\ncontent-length: *(\d+)/.exec(head)
	if (length) {
		const end = headerEnd + 4 + Number(length[1])
		return buffer.length >= end ? end : -1
	}
	if (!head.includes('\r\ntransfer-encoding: chunked')) return headerEnd + 4
	for (let at = headerEnd + 4; ; ) {
		const sizeEnd = buffer.indexOf(CRLF, at)
		if (sizeEnd < 0) return -1
		const size = Number.parseInt(buffer.toString('latin1', at, sizeEnd), 16)
		const next = sizeEnd + 2 + size + 2
		if (buffer.length < next) return -1
		if (size === 0) return next
		at = next
	}
}

/**
 * One keep-alive connection that sends GETs one at a time over a raw socket and reads back only the status and
 * the body's end. The load generator shares the server's two cores: node:http's client cost about as much CPU
 * a request as the server's own answer, so this one keeps the generator's share small.
 */
export function rawConnection(url: URL): {
	get: (path: string, cookie?: string) => Promise<number>
	close: () => void
} {
	const host = `Host: ${url.host}\r\n`
	let socket: Socket | undefined
	let pending: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined
	let buffer: Buffer = Buffer.alloc(0)
	const fail = (error: Error) => {
		socket = undefined
		buffer = Buffer.alloc(0)
		pending?.reject(error)
		pending = undefined
	}
	const open = () => {
		const opened = connect({ host: url.hostname, port: Number(url.port), noDelay: true })
		opened.on('data', (chunk: Buffer) => {
			buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
			const end = answerEnd(buffer)
			if (end < 0 || !pending) return
			const status = Number(buffer.toString('latin1', 9, 12))
			buffer = buffer.subarray(end)
			const done = pending
			pending = undefined
			done.resolve(status)
		})
		opened.on('error', fail)
		opened.on('close', () => fail(new Error('connection closed')))
		return opened
	}
	return {
		get: (path, cookie) =>
			new Promise<number>((resolve, reject) => {
				pending = { resolve, reject }
				socket ??= open()
				socket.write(`GET ${path} HTTP/1.1\r\n${host}${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`)
			}),
		close: () => socket?.destroy(),
	}
}
