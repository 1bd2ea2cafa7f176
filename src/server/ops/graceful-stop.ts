import type { Server, ServerResponse } from 'node:http'
import type { Database } from '../db/schema.ts'
import { log } from './log.ts'

/** How long a stop may take before the process gives up waiting and exits with 1, naming what it waited for. */
const DEADLINE_MS = 10_000

type Parts = { server: Server; metricsServer: Server | undefined; worker: { stop(): Promise<void> }; db: Database }

/**
 * SIGTERM and SIGINT stop the server gracefully: the port closes at once (new connections are refused), requests
 * in flight are answered, the running background job ends after its current step (jobs/job-worker.ts), then the
 * database closes and the process exits 0. Node keeps an answered keep-alive connection open until it times out
 * (five seconds), so idle connections are closed at once and the others after their answer, told so with
 * Connection: close. A second signal exits at once with 1.
 */
export function stopOnSignals({ server, metricsServer, worker, db }: Parts) {
	const inFlight = new Set<ServerResponse>()
	let stopping = false
	server.on('request', (_request, response: ServerResponse) => {
		if (stopping) response.setHeader('Connection', 'close')
		inFlight.add(response)
		response.once('close', () => inFlight.delete(response))
	})

	const stop = async (signal: NodeJS.Signals) => {
		if (stopping) {
			log.warn(`${signal} again: exiting without waiting`)
			process.exit(1)
		}
		stopping = true
		const waitingFor = new Set(['connections', 'background job'])
		log.info(
			{ signal, requestsInFlight: inFlight.size },
			'Stopping: no new connections; waiting for the requests in flight and the running job',
		)
		setTimeout(() => {
			log.error(
				{ waitingFor: [...waitingFor], requestsInFlight: inFlight.size },
				`Not stopped after ${DEADLINE_MS / 1000} s: exiting anyway`,
			)
			process.exit(1)
		}, DEADLINE_MS).unref()

		for (const response of inFlight) {
			if (!response.headersSent) response.setHeader('Connection', 'close')
			response.once('finish', () => server.closeIdleConnections())
		}
		const closed = new Promise<void>((resolve) => server.close(() => resolve()))
		server.closeIdleConnections()
		if (metricsServer) {
			metricsServer.close()
			metricsServer.closeAllConnections()
		}
		await Promise.all([
			closed.then(() => waitingFor.delete('connections')),
			worker.stop().then(() => waitingFor.delete('background job')),
		])
		waitingFor.add('database')
		await db.destroy()
		log.info('Stopped')
		process.exit(0)
	}
	const onSignal = (signal: NodeJS.Signals) => {
		stop(signal).catch((error: unknown) => {
			log.error({ err: error }, 'Could not stop cleanly')
			process.exit(1)
		})
	}
	process.on('SIGTERM', onSignal)
	process.on('SIGINT', onSignal)
}
