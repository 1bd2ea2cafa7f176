/** The ids with the one at `from` moved to `to` (both 0-based, clamped to the list). */
export function moveTo(ids: readonly string[], from: number, to: number): string[] {
	const next = [...ids]
	const [moved] = next.splice(from, 1)
	if (moved === undefined) return next
	next.splice(Math.max(0, Math.min(to, next.length)), 0, moved)
	return next
}
