/**
 * A value that is either at hand or still to come. The read models read from this server's caches, which have
 * the value at hand almost always; once anything uses AsyncLocalStorage (Better Auth does), Node keeps a
 * request's context for every promise, so a promise made only to wrap a value at hand is a cost on every request.
 */
export type MaybePromise<T> = T | Promise<T>

/** Each part's value, as Promise.all gives them. */
type Settled<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> }

/** The values all at hand: at once when none is a promise, else as Promise.all gives them. */
export function allMaybe<const T extends readonly unknown[]>(values: T): MaybePromise<Settled<T>> {
	return values.some((value) => value instanceof Promise)
		? (Promise.all(values) as Promise<Settled<T>>)
		: (values as unknown as Settled<T>)
}
