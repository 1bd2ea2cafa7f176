// The server as `npm start` runs it (src/server/main.ts), with Node's event-loop delay histogram read by
// bench/loop-delay.ts over the IPC channel it was spawned with: 'reset' starts a phase, 'read' answers the
// phase's figures in milliseconds. LOOP_DELAY_SERVER_ENTRY runs another entry (a bundled server) instead.
import { monitorEventLoopDelay } from 'node:perf_hooks'

const RESOLUTION_MS = 10
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
histogram.enable()
// The histogram records the time between its samples, so an idle loop reads as the resolution: that is taken off.
const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4 - RESOLUTION_MS * 100) / 100)
process.on('message', (message) => {
	if (message === 'reset') histogram.reset()
	if (message === 'read') {
		process.send?.({
			p50: ms(histogram.percentile(50)),
			p99: ms(histogram.percentile(99)),
			max: ms(histogram.max),
			samples: histogram.count,
		})
	}
})
await import(process.env.LOOP_DELAY_SERVER_ENTRY ?? '../src/server/main.ts')
