import type { ListDetail, ListInput, ListLikeResponse, ListPage } from '../../src/shared/schemas/lists.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// The list API as the tests call it: one line per route, so each test reads as what a reader does.

type Detail = { list: ListDetail } & Answer
export const createList = (client: TestClient, input: ListInput) =>
	client.json<Detail>('/api/lists', { method: 'POST', json: input })
export const getList = (client: TestClient, id: string) => client.json<Detail>(`/api/lists/${id}`)
export const editList = (client: TestClient, id: string, patch: Record<string, unknown>) =>
	client.json<Detail>(`/api/lists/${id}`, { method: 'PATCH', json: patch })
export const deleteList = (client: TestClient, id: string) => client.request(`/api/lists/${id}`, { method: 'DELETE' })
export const addItem = (client: TestClient, id: string, bookId: string, note?: string) =>
	client.json<Detail>(`/api/lists/${id}/items`, {
		method: 'POST',
		json: note === undefined ? { bookId } : { bookId, note },
	})
export const setNote = (client: TestClient, id: string, bookId: string, note: string) =>
	client.json<Detail>(`/api/lists/${id}/items/${bookId}`, { method: 'PATCH', json: { note } })
export const removeItem = (client: TestClient, id: string, bookId: string) =>
	client.json<Detail>(`/api/lists/${id}/items/${bookId}`, { method: 'DELETE' })
export const reorder = (client: TestClient, id: string, bookIds: string[]) =>
	client.json<Detail>(`/api/lists/${id}/order`, { method: 'PUT', json: { bookIds } })
export const like = (client: TestClient, id: string) =>
	client.json<ListLikeResponse & Answer>(`/api/lists/${id}/like`, { method: 'POST', json: {} })
export const unlike = (client: TestClient, id: string) =>
	client.json<ListLikeResponse & Answer>(`/api/lists/${id}/like`, { method: 'DELETE' })
export const myLists = (client: TestClient, query = '') => client.json<ListPage & Answer>(`/api/me/lists${query}`)
export const userLists = (client: TestClient, username: string, query = '') =>
	client.json<ListPage & Answer>(`/api/users/${username}/lists${query}`)
export const searchLists = (client: TestClient, q: string, more = '') =>
	client.json<ListPage & Answer>(`/api/search/lists?q=${encodeURIComponent(q)}${more}`)

export const names = (page: { body: ListPage }) => page.body.lists.map((list) => list.name)
export const order = (answer: { body: { list: ListDetail } }) =>
	answer.body.list.items.map((item) => [item.position, item.book.title] as const)
