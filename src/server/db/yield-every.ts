import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * SQLite answers synchronously, so a loop of statements (an import's thousands of rows) runs without the event
 * loop getting a turn, and every other request waits for all of it: matching a 2,638-row export held the server
 * for about 3 s. Long work calls the returned function between its steps; once the work has run `budgetMs`
 * since its last turn, it waits for the event loop to poll (setImmediate), so other requests go in between. On
 * PostgreSQL the work waits on the network anyway, and the pause costs nothing.
 *
 * Steps that run side by side (an import matches a few rows at once) share one budget: all of them wait for the
 * same turn, and after it each goes on only while the budget lasts, so one turn of the loop holds `budgetMs` of
 * this work however many steps wait.
 */
export function yieldEvery(budgetMs: number): () => Promise<void> {
	let since = performance.now()
	let turn: Promise<void> | undefined
	return async () => {
		while (performance.now() - since >= budgetMs) {
			turn ??= nextTurn().then(() => {
				turn = undefined
				since = performance.now()
			})
			await turn
		}
	}
}
