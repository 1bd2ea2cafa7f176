import { useRef } from 'react'
import { newIdempotencyKey } from './api.ts'

/**
 * The Idempotency-Key of a create form's submissions: the same key while the values sent stay the same (saving
 * again after a lost answer or a failure), a new one once they change. A save that happened although its answer
 * never arrived is then answered again instead of made twice, and changed values are a new request rather than
 * a key reused for a different one (a 422).
 */
export function useSubmissionKey() {
	const last = useRef<{ key: string; values: string } | null>(null)
	return (input: unknown) => {
		const values = JSON.stringify(input)
		if (last.current?.values !== values) last.current = { key: newIdempotencyKey(), values }
		return last.current.key
	}
}
