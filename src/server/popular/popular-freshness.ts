// Popular this week is cached in each server process (popular-cache.ts). Writes that can change it (a public
// entry logged, edited or deleted) call entriesChanged() after they commit, so this server's next answer is
// fresh; other servers of a PostgreSQL deployment catch up when their cache expires.
let generation = 0

export function entriesChanged() {
	generation++
}

export function entriesGeneration() {
	return generation
}
