import { type APIResponse, expect } from '@playwright/test'

/** Waits for an API answer and fails the journey with the answer's text unless it is a 2xx. */
export async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
	const res = await response
	expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true)
	return res
}

/** The body of a 2xx API answer (see `ok`). */
export async function okJson<T>(response: Promise<APIResponse>): Promise<T> {
	return (await (await ok(response)).json()) as T
}
