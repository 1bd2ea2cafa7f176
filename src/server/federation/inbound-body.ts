/** Deeper than any activity nests (an activity, its object, a tag, a context): beyond it, a parser's recursion is at risk. */
const MAX_DEPTH = 32

/**
 * Whether a POST body can be an activity: a JSON object nested at most MAX_DEPTH deep. Fedify reads anything
 * else (a bare string, a thousand nested arrays) far enough to throw rather than refuse, so these are refused
 * before it sees them.
 */
export function isActivityShaped(text: string): boolean {
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		return false
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
	const stack: [unknown, number][] = [[value, 1]]
	while (stack.length > 0) {
		const [item, depth] = stack.pop()!
		if (depth > MAX_DEPTH) return false
		if (typeof item === 'object' && item !== null)
			for (const child of Object.values(item)) stack.push([child, depth + 1])
	}
	return true
}
