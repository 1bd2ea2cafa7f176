import { BookServiceError, type BookService } from './book-service.ts'

/**
 * After a service fails, leave it alone for a while: otherwise every search while Open Library is down
 * waits out its retries or its timeout again. Searches meanwhile get a note saying so, at once.
 */
export function withBreaker(service: BookService, pauseMs = 30_000, now = () => Date.now()): BookService {
	let resumeAt = 0
	const guard = async <T>(call: () => Promise<T>): Promise<T> => {
		const waitMs = resumeAt - now()
		if (waitMs > 0)
			throw new BookServiceError(
				service.name,
				`${service.name} failed a moment ago; asking again in ${Math.ceil(waitMs / 1000)} s`,
			)
		try {
			return await call()
		} catch (error) {
			if (error instanceof BookServiceError) resumeAt = now() + pauseMs
			throw error
		}
	}
	return {
		name: service.name,
		searchByText: (text, limit) => guard(() => service.searchByText(text, limit)),
		lookUpIsbn: (isbn13) => guard(() => service.lookUpIsbn(isbn13)),
		fetchById: (id) => guard(() => service.fetchById(id)),
	}
}
