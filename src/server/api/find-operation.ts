import { OPERATIONS, type Operation } from './openapi-registry.ts'

/** '/lists/{id}/items/{bookId}' → /^\/lists\/[^/]+\/items\/[^/]+$/: a parameter is one path segment. */
function pathPattern(path: string) {
	const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
	return new RegExp(`^${escaped.replace(/\{[^/}]+\}/g, '[^/]+')}$`)
}

const MATCHERS = OPERATIONS.map((operation) => ({ operation, pattern: pathPattern(operation.path) }))

/** The documented operation a request is for, if any. HEAD is a GET without its body, as Hono answers it. */
export function findOperation(method: string, path: string): Operation | undefined {
	const wanted = method === 'HEAD' ? 'get' : method.toLowerCase()
	return MATCHERS.find(({ operation, pattern }) => operation.method === wanted && pattern.test(path))?.operation
}
