import type { Agent } from 'node:http'
import type { SignInInput } from '../src/shared/schemas/auth.ts'
import { DiaryResponse } from '../src/shared/schemas/entries.ts'
import { send } from './http-get.ts'
import { BENCH_PASSWORD, mix, readerEmail } from './reading-rows.ts'

// The documentation ranges (RFC 5737), as in tests/e2e/support/client-address.ts: the server allows 25
// sign-ins per 5 minutes per address, so each reader signs in from its own (needs TRUST_PROXY=true).
const RANGES = ['198.51.100', '203.0.113']
const addressOf = (i: number) => `${RANGES[i % 2]}.${1 + (Math.floor(i / 2) % 254)}`

export type Reader = { name: string; cookie: string; bookIds: string[] }

/**
 * Signs in `count` readers picked evenly at random from 1..population (the same ones on every run), and
 * reads each one's first diary page: the books in it are a sample of the catalogue weighted by how often
 * books are read, which is what book pages are visited by.
 */
export async function signInReaders(agent: Agent, base: URL, count: number, population: number): Promise<Reader[]> {
	const readers: Reader[] = []
	for (let i = 0; readers.length < count; i++) {
		const n = 1 + (mix(i, 0x5eed) % population)
		const input: SignInInput = { email: readerEmail(n), password: BENCH_PASSWORD, acceptTerms: true, rememberMe: true }
		const answer = await send(agent, new URL('/api/auth/sign-in', base), {
			method: 'POST',
			headers: { 'x-forwarded-for': addressOf(i) },
			body: JSON.stringify(input),
		})
		if (answer.status !== 200)
			throw new Error(`Signing in reader${n} answered ${answer.status}: ${answer.body.slice(0, 300)}`)
		const cookie = [answer.headers['set-cookie'] ?? []]
			.flat()
			.map((c) => c.split(';')[0])
			.join('; ')
		const diary = await send(agent, new URL('/api/me/diary?limit=100', base), { headers: { cookie } })
		const bookIds =
			diary.status === 200 ? DiaryResponse.parse(JSON.parse(diary.body)).entries.map((e) => e.book.id) : []
		readers.push({ name: `reader${n}`, cookie, bookIds })
	}
	return readers
}
