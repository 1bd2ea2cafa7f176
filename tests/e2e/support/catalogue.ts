import { type APIRequestContext, expect } from '@playwright/test'

/** The id of a book of the e2e catalogue (tests/e2e/fixtures), found by its exact title through the search API. */
export async function catalogueBookId(request: APIRequestContext, title: string): Promise<string> {
	const res = await request.get(`/api/books/search?${new URLSearchParams({ q: title })}`)
	expect(res.ok(), await res.text()).toBe(true)
	const book = ((await res.json()) as { results: { id: string; title: string }[] }).results.find(
		(b) => b.title === title,
	)
	expect(book, `${title} in the e2e catalogue`).toBeDefined()
	return book!.id
}
