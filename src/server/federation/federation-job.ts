import type { Message } from '@fedify/fedify'
import type { DogearFederation } from './dogear-federation.ts'

/**
 * The job worker's handler for Fedify's tasks (kind 'federation', federation-queue.ts): a delivery, a fan-out
 * or an inbound activity. With federation turned off since they were queued, they wait and fail as any job does.
 */
export function federationJob(federation: DogearFederation | undefined) {
	return async (payload: unknown) => {
		if (!federation) throw new Error('Federation is off on this server (FEDERATION is not true)')
		await federation.processQueuedTask(undefined, payload as Message)
	}
}
