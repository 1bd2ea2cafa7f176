import type { SessionUser } from '../../src/shared/schemas/auth.ts'

/** The union of what our API answers, loose enough for assertions on any of them. */
export type Answer = {
	error: { code: string; message: string; fields?: Record<string, string> }
	user: SessionUser | null
	message: string
	next: string
	url: string
	oidcProvider: string | null
}

/** A browser stand-in: keeps cookies like a browser would (Max-Age=0 deletes) and sends same-origin JSON. */
export class TestClient {
	readonly cookies = new Map<string, { value: string; attributes: string }>()

	constructor(readonly baseUrl: string) {}

	async request(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
		const headers: Record<string, string> = { ...init.headers }
		if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
		if (init.json !== undefined) headers['content-type'] = 'application/json'
		const res = await fetch(new URL(path, this.baseUrl), {
			method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
			headers,
			body: init.json === undefined ? undefined : JSON.stringify(init.json),
			redirect: 'manual',
		})
		this.remember(res.headers.getSetCookie())
		return res
	}

	post(path: string, json: unknown = {}) {
		return this.request(path, { method: 'POST', json })
	}

	async json<T = Answer>(
		path: string,
		init?: Parameters<TestClient['request']>[1],
	): Promise<{ status: number; body: T; res: Response }> {
		const res = await this.request(path, init)
		return { status: res.status, body: (await res.json()) as T, res }
	}

	remember(setCookies: string[]) {
		for (const line of setCookies) {
			const [pair = '', ...attributes] = line.split(';')
			const eq = pair.indexOf('=')
			const name = pair.slice(0, eq).trim()
			const value = pair.slice(eq + 1).trim()
			if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(name)
			else this.cookies.set(name, { value, attributes: attributes.join(';').trim() })
		}
	}

	/** The session cookie's attributes as sent, e.g. 'Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax'. */
	sessionCookie() {
		return this.cookies.get('dogear.session_token') ?? this.cookies.get('__Secure-dogear.session_token')
	}
}

export const password = 'a long enough passphrase'

/** Signs up a fresh reader through the real API and returns the signed-in client. */
export async function signUp(client: TestClient, overrides: Record<string, unknown> = {}) {
	const username = `reader_${Math.random().toString(36).slice(2, 10)}`
	const body = {
		username,
		email: `${username}@example.com`,
		password,
		repeatPassword: password,
		acceptTerms: true,
		...overrides,
	}
	const res = await client.post('/api/auth/sign-up', body)
	if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
	return {
		client,
		...(body as { username: string; email: string; password: string }),
		user: ((await res.json()) as { user: { id: string } }).user,
	}
}
