import type {
	BookEditResponse,
	BookHistoryResponse,
	BookPatch,
	DuplicatesResponse,
	NewBookInput,
	NewBookResponse,
} from '../../src/shared/schemas/book-edits.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// The HTTP requests of adding and correcting books, typed by the shared schemas.

export const addBookByHand = (client: TestClient, input: NewBookInput) =>
	client.json<NewBookResponse & Answer>('/api/books', { method: 'POST', json: input })

export const findDuplicates = (client: TestClient, input: NewBookInput) =>
	client.json<DuplicatesResponse & Answer>('/api/books/duplicates', { method: 'POST', json: input })

export const correctBook = (client: TestClient, bookId: string, patch: BookPatch) =>
	client.json<BookEditResponse & Answer>(`/api/books/${bookId}`, { method: 'PATCH', json: patch })

export const bookHistory = (client: TestClient, bookId: string) =>
	client.json<BookHistoryResponse & Answer>(`/api/books/${bookId}/history`)

export const revertEdit = (client: TestClient, bookId: string, editId: string) =>
	client.json<BookEditResponse & Answer>(`/api/books/${bookId}/edits/${editId}/revert`, { method: 'POST', json: {} })

/** Uploads a cover as the web's form does: one file in the field `picture`. */
export async function uploadCover(client: TestClient, bookId: string, bytes: Uint8Array, type = 'image/png') {
	const form = new FormData()
	form.append('picture', new Blob([new Uint8Array(bytes)], { type }), 'cover.png')
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const res = await fetch(new URL(`/api/books/${bookId}/cover`, client.baseUrl), {
		method: 'PUT',
		body: form,
		headers: { cookie },
	})
	return { status: res.status, body: (await res.json()) as BookEditResponse & Answer }
}
