import { execFileSync } from 'node:child_process'
import {
	type APIRequestContext,
	type APIResponse,
	type Browser,
	type BrowserContext,
	type TestInfo,
} from '@playwright/test'
import { localToday } from '../../../src/shared/days.ts'
import { type TestAccount, newAccount, signUpByApi } from './accounts.ts'
import { catalogueBookId } from './catalogue.ts'
import { clientAddress, forwardedFor } from './client-address.ts'
import { ok, okJson } from './api-ok.ts'
import { newAppContext } from './take-over.ts'

// A small world with something on every page, made through the API as readers make it: Ann reads, reviews,
// shelves, lists, sets a goal and runs a club with a book, a schedule, a thread and an open poll; Bob follows
// her (and she him), comments on and likes her review, joins her club and is reported by her; Cy has only
// the club's invite link; an administrator is made with `npm run user:role`.

const THIS_YEAR = new Date().getFullYear()
export const LAST_YEAR = THIS_YEAR - 1
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const idOf = async (response: Promise<APIResponse>, key: 'entry' | 'list' | 'club' | 'poll' | 'thread') =>
	(await okJson<Record<string, { id: string }>>(response))[key]!.id

export type Reader = { account: TestAccount; context: BrowserContext }
export type World = {
	ann: Reader
	bob: Reader
	cy: Reader
	admin: Reader
	books: {
		sabriel: string
		bones: string
		hobbit: string
		pride: string
		gatsby: string
		farm: string
		mockingjay: string
	}
	author: string
	annReview: string
	bobReview: string
	list: string
	club: string
	thread: string
	inviteToken: string
}

async function reader(
	browser: Browser,
	baseURL: string | undefined,
	testInfo: TestInfo,
	label: string,
	name: string,
): Promise<Reader> {
	const context = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, label)),
	})
	const account = newAccount(label)
	await signUpByApi(context.request, account)
	await ok(
		context.request.patch('/api/profile', {
			data: {
				name,
				bio: `${name} reads on the train and reviews on the way home.`,
				location: 'Booktown',
				visibility: 'public',
			},
		}),
	)
	return { account, context }
}

/** Ann's year: reads last year (for the year in review and the stats) and one today, most of them reviewed. */
async function annReads(request: APIRequestContext, books: World['books']) {
	const log = (data: Record<string, unknown>) =>
		idOf(request.post('/api/entries', { data: { visibility: 'public', ...data } }), 'entry')
	const review = await log({
		bookId: books.bones,
		readOn: `${LAST_YEAR}-01-20`,
		startedOn: `${LAST_YEAR}-01-06`,
		rating: 4.5,
		liked: true,
		review: 'Told from heaven, and somehow hopeful. Susie watches them all learn to go on.',
	})
	await log({
		bookId: books.hobbit,
		readOn: `${LAST_YEAR}-02-11`,
		rating: 5,
		review: 'A comfortable hole, then a very uncomfortable journey.',
	})
	await log({
		bookId: books.pride,
		readOn: `${LAST_YEAR}-07-03`,
		rating: 3.5,
		spoilers: true,
		review: 'They marry in the end, of course.',
	})
	await log({ bookId: books.hobbit, readOn: `${LAST_YEAR}-12-24`, rating: 4, reread: true })
	await log({ bookId: books.gatsby, readOn: localToday(), rating: 2.5, review: 'Green light, grey people.' })
	await ok(request.put(`/api/books/${books.farm}/shelf`, { data: { status: 'want' } }))
	await ok(request.post(`/api/books/${books.pride}/progress`, { data: { page: 40 } }))
	await ok(request.put(`/api/me/goals/${THIS_YEAR}`, { data: { unit: 'books', target: 12, visibility: 'public' } }))
	return review
}

async function annList(request: APIRequestContext, books: World['books']) {
	const list = await idOf(
		request.post('/api/lists', {
			data: {
				name: 'Walks into the dark',
				description: 'Books where someone leaves home and regrets it.',
				ranked: true,
				visibility: 'public',
			},
		}),
		'list',
	)
	await ok(request.post(`/api/lists/${list}/items`, { data: { bookId: books.sabriel, note: 'Start here.' } }))
	await ok(request.post(`/api/lists/${list}/items`, { data: { bookId: books.hobbit } }))
	return list
}

async function annClub(request: APIRequestContext, books: World['books']) {
	const club = await idOf(
		request.post('/api/clubs', {
			data: { name: 'The Long Walk Club', description: 'One book a month, slowly.', access: 'public' },
		}),
		'club',
	)
	await ok(request.put(`/api/clubs/${club}/book`, { data: { bookId: books.hobbit } }))
	const sections = [
		{ title: 'Chapters 1–6', endPage: 100, dueOn: dayFromToday(-7) },
		{ title: 'Chapters 7–12', endPage: 200, dueOn: dayFromToday(7) },
		{ title: 'Chapters 13–19', endPage: 300, dueOn: dayFromToday(21) },
	]
	await ok(request.put(`/api/clubs/${club}/sections`, { data: { sections } }))
	await ok(request.post(`/api/books/${books.hobbit}/progress`, { data: { page: 150 } }))
	const thread = await idOf(
		request.post(`/api/clubs/${club}/threads`, {
			data: { title: 'Who else wants second breakfast?', body: 'Chapter one made me hungry.' },
		}),
		'thread',
	)
	const { token } = await okJson<{ token: string }>(request.post(`/api/clubs/${club}/invite-link`))
	return { club, thread, token }
}

/** Everyone's browser context stays open for the pages; close them with `closeWorld`. */
export async function buildWorld(browser: Browser, baseURL: string | undefined, testInfo: TestInfo): Promise<World> {
	const [ann, bob, cy, admin] = await Promise.all([
		reader(browser, baseURL, testInfo, 'ann', 'Ann Axe'),
		reader(browser, baseURL, testInfo, 'bob', 'Bob Axe'),
		reader(browser, baseURL, testInfo, 'cy', 'Cy Axe'),
		reader(browser, baseURL, testInfo, 'admin', 'Ada Admin'),
	])
	const a = ann.context.request
	const b = bob.context.request
	const [sabriel, bones, hobbit, pride, gatsby, farm, mockingjay] = await Promise.all(
		[
			'Sabriel',
			'The Lovely Bones',
			'The Hobbit',
			'Pride and Prejudice',
			'The Great Gatsby',
			'Animal Farm',
			'Mockingjay',
		].map((t) => catalogueBookId(a, t)),
	)
	const books = {
		sabriel: sabriel!,
		bones: bones!,
		hobbit: hobbit!,
		pride: pride!,
		gatsby: gatsby!,
		farm: farm!,
		mockingjay: mockingjay!,
	}
	const author = (await okJson<{ book: { authors: { id: string }[] } }>(a.get(`/api/books/${books.sabriel}`))).book
		.authors[0]!.id

	const annReview = await annReads(a, books)
	const list = await annList(a, books)
	const { club, thread, token } = await annClub(a, books)

	const bobReview = await idOf(
		b.post('/api/entries', {
			data: {
				bookId: books.hobbit,
				readOn: localToday(),
				rating: 3,
				review: 'Too many songs, not enough dragon.',
				visibility: 'public',
			},
		}),
		'entry',
	)
	await ok(b.post(`/api/users/${ann.account.username}/follow`))
	await ok(a.post(`/api/users/${bob.account.username}/follow`))
	await ok(b.post(`/api/entries/${annReview}/comments`, { data: { body: 'The ending broke me, gently.' } }))
	await ok(b.post(`/api/entries/${annReview}/like`))
	await ok(b.post(`/api/clubs/${club}/join`, { data: {} }))
	await ok(a.post(`/api/clubs/${club}/polls`, { data: { bookIds: [books.pride, books.gatsby] } }))
	await ok(
		a.post('/api/reports', {
			data: {
				targetKind: 'entry',
				targetId: bobReview,
				reason: 'spoilers not marked',
				details: 'Says how the dragon ends.',
			},
		}),
	)

	execFileSync('npm', ['run', '--silent', 'user:role', '--', admin.account.username, 'admin'], {
		env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
		stdio: 'pipe',
	})
	return { ann, bob, cy, admin, books, author, annReview, bobReview, list, club, thread, inviteToken: token }
}

export async function closeWorld(world: World) {
	for (const reader of [world.ann, world.bob, world.cy, world.admin]) await reader.context.close()
}
