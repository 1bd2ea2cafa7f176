import assert from 'node:assert/strict'
import { test } from 'node:test'
import sharp from 'sharp'
import { AdminMessages, AdminReportPage } from '../../shared/schemas/admin.ts'
import { BookEditResponse, BookHistoryResponse, DuplicatesResponse } from '../../shared/schemas/book-edits.ts'
import { AuthorResponse, BookResponse, BookSearchResponse } from '../../shared/schemas/books.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import {
	addBookByHand,
	bookHistory,
	correctBook,
	findDuplicates,
	revertEdit,
	uploadCover,
} from '../../../tests/requests/book-edit-requests.ts'
import { fileReport } from '../../../tests/requests/report-requests.ts'
import { setUserRole } from '../admin/set-role.ts'

const HOBBIT = {
	title: 'The Hobbit',
	authors: ['J. R. R. Tolkien'],
	isbn: '978-0-261-10221-7',
	pageCount: 310,
	year: 1937,
}

test('a reader adds a book: its ISBN, authors, pages and year are the book’s, and they are named as its adder', async (t) => {
	const { db, client } = await startTestApp(t)
	const ann = await signUp(client())
	const added = await addBookByHand(ann.client, { ...HOBBIT, format: 'print' })
	assert.equal(added.status, 201)
	assert.equal(added.body.created, true)
	const { book } = (
		await ann.client.json<{ book: { identifiers: unknown[]; pageCount: number } }>(`/api/books/${added.body.book.id}`)
	).body
	assert.deepEqual(book.identifiers, [
		{ scheme: 'isbn10', value: '0261102214' },
		{ scheme: 'isbn13', value: '9780261102217' },
	])
	assert.equal(book.pageCount, 310)
	assert.equal(added.body.book.publishedDate, '1937')
	assert.deepEqual(
		added.body.book.authors.map((a) => a.name),
		['J. R. R. Tolkien'],
	)
	const row = await db
		.selectFrom('book')
		.select('addedBy')
		.where('id', '=', added.body.book.id)
		.executeTakeFirstOrThrow()
	assert.equal(row.addedBy, ann.user.id)

	const again = await addBookByHand(ann.client, { ...HOBBIT, title: 'Hobbit', isbn: '0261102214' })
	assert.equal(again.status, 200, 'the book holding the ISBN is answered')
	assert.deepEqual({ id: again.body.book.id, created: again.body.created }, { id: added.body.book.id, created: false })

	const search = BookSearchResponse.parse((await client().json('/api/books/search?q=hobbit tolkien')).body)
	assert.deepEqual(
		search.results.map((r) => r.id),
		[added.body.book.id],
		'found by search at once',
	)
	assert.equal((await addBookByHand(client(), HOBBIT)).status, 401)
})

test('bad input is a 400 naming each field, and nothing is written', async (t) => {
	const { db, client } = await startTestApp(t)
	const ann = await signUp(client())
	const before = (await db.selectFrom('book').select('id').execute()).length
	const answer = await addBookByHand(ann.client, {
		title: '  ',
		authors: [' '],
		isbn: '978-0-261-10221-8',
		pageCount: 0,
		year: 3000,
		format: 'scroll' as never,
	})
	assert.equal(answer.status, 400)
	assert.deepEqual(answer.body.error.fields, {
		title: 'Give the book a title',
		authors: 'Name at least one author',
		isbn: 'This is not a valid ISBN-10 or ISBN-13',
		pageCount: 'Pages must be a whole number from 1 to 50,000',
		year: 'The year must be a whole number from 1000 to next year',
		format: 'format must be print, ebook or audiobook',
	})
	const extra = await addBookByHand(ann.client, { ...HOBBIT, addedBy: 'someone' } as never)
	assert.equal(extra.body.error.fields?.addedBy, 'This field cannot be set here')
	assert.equal((await db.selectFrom('book').select('id').execute()).length, before)
})

test('duplicates: the book holding the ISBN first, then books with a like title and author', async (t) => {
	const { db, client } = await startTestApp(t)
	const ann = await signUp(client())
	const byIsbn = await addBook(db, 'Der kleine Hobbit', {
		identifiers: [{ scheme: 'isbn13', value: '9780261102217' }],
		authors: [{ name: 'Tolkien' }],
	})
	const byTitle = await addBook(db, 'The Hobbit: or There and Back Again', { authors: [{ name: 'J.R.R. Tolkien' }] })
	await addBook(db, 'The Hobbit Companion', { authors: [{ name: 'David Day' }] })
	const { status, body } = await findDuplicates(ann.client, HOBBIT)
	assert.equal(status, 200)
	const { duplicates } = DuplicatesResponse.parse(body)
	assert.deepEqual(
		duplicates.map((d) => [d.book.id, d.match, d.confidence]),
		[
			[byIsbn, 'isbn', 1],
			[byTitle, 'title_author', 0.94],
		],
	)
	const none = await findDuplicates(ann.client, { title: 'Piranesi', authors: ['Susanna Clarke'] })
	assert.deepEqual(none.body.duplicates, [])
})

test('a book is corrected by its adder or an administrator: 403 for another reader, 404 for no book, 401 signed out', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob, root] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await setUserRole(db, root.username, 'admin')
	const { book } = (await addBookByHand(ann.client, HOBBIT)).body
	const imported = await addBook(db, 'Dune')

	assert.equal((await correctBook(bob.client, book.id, { title: 'Mine' })).status, 403)
	assert.equal(
		(await correctBook(bob.client, book.id, { title: 'Mine' })).body.error.message,
		'Only the reader who added this book or an administrator can correct it',
	)
	assert.equal(
		(await correctBook(ann.client, imported, { title: 'Mine' })).status,
		403,
		'an imported book has no adder',
	)
	assert.equal((await correctBook(ann.client, 'no-such-book', { title: 'Mine' })).status, 404)
	assert.equal((await correctBook(client(), book.id, { title: 'Mine' })).status, 401)
	const bad = await correctBook(ann.client, book.id, { pageCount: -1, language: 'English', title: '' })
	assert.deepEqual(bad.body.error.fields, {
		title: 'Give the book a title',
		pageCount: 'Pages must be a whole number from 1 to 50,000',
		language: 'A language is a code like en or pt-BR',
	})
	assert.equal(
		(await correctBook(ann.client, book.id, {})).body.error.fields?.body,
		'Send at least one field to change',
	)

	const own = await correctBook(ann.client, book.id, { subtitle: 'There and Back Again', year: 1937, language: 'en' })
	assert.equal(own.status, 200)
	const edit = BookEditResponse.parse(own.body)
	assert.deepEqual(
		edit.edit?.changes,
		[
			{ field: 'subtitle', before: null, after: 'There and Back Again' },
			{ field: 'language', before: null, after: 'en' },
		],
		'the unchanged year is no change',
	)
	assert.equal(edit.book.subtitle, 'There and Back Again')
	const admin = await correctBook(root.client, imported, { description: 'Spice.' })
	assert.equal(admin.status, 200)
	assert.equal(admin.body.edit?.editor, 'you')
	const same = await correctBook(ann.client, book.id, { subtitle: 'There and Back Again' })
	assert.equal(same.body.edit, null, 'nothing differing writes nothing')
	assert.equal((await db.selectFrom('bookEdit').select('id').execute()).length, 2)
})

test('a renamed book is found by its new title, and its authors by their new names', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const { book } = (await addBookByHand(ann.client, { title: 'The Hobit', authors: ['Tolkein'] })).body
	const search = async (q: string) =>
		BookSearchResponse.parse((await client().json(`/api/books/search?q=${encodeURIComponent(q)}`)).body).results.map(
			(r) => r.id,
		)
	await correctBook(ann.client, book.id, { title: 'The Hobbit', authors: ['J. R. R. Tolkien', 'Christopher Tolkien'] })
	assert.deepEqual(await search('hobbit'), [book.id])
	assert.deepEqual(await search('christopher'), [book.id])
	const { body } = await client().json<{ book: { title: string; authors: { name: string }[] } }>(
		`/api/books/${book.id}`,
	)
	assert.equal(body.book.title, 'The Hobbit', 'the book page shows it at once')
	assert.deepEqual(
		body.book.authors.map((a) => a.name),
		['J. R. R. Tolkien', 'Christopher Tolkien'],
	)
})

test('history lists every edit field by field; a revert restores the fields and is itself an edit, once', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob, root] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await setUserRole(db, root.username, 'admin')
	const { book } = (await addBookByHand(ann.client, HOBBIT)).body
	const first = (
		await correctBook(ann.client, book.id, { title: 'The Hobbit, or There and Back Again', pageCount: 320 })
	).body.edit!
	const second = (await correctBook(root.client, book.id, { seriesName: 'Middle-earth', seriesNumber: '1' })).body.edit!

	const seen = BookHistoryResponse.parse((await bookHistory(client(), book.id)).body)
	assert.deepEqual(
		seen.edits.map((e) => [e.id, e.editor, e.changes.map((c) => c.field), e.can.revert]),
		[
			[second.id, 'admin', ['seriesName', 'seriesNumber'], false],
			[first.id, 'adder', ['title', 'pageCount'], false],
		],
		'a visitor sees who by their part only, and may do nothing',
	)
	assert.deepEqual(seen.can, { edit: false })
	assert.equal(seen.addedByReader, true)
	assert.equal((await revertEdit(bob.client, book.id, first.id)).status, 403)
	assert.equal((await revertEdit(ann.client, book.id, 'no-such-edit')).status, 404)

	const reverted = await revertEdit(ann.client, book.id, first.id)
	assert.equal(reverted.status, 201)
	assert.equal(reverted.body.book.title, 'The Hobbit')
	assert.equal(reverted.body.book.pageCount, 310)
	assert.equal(reverted.body.book.series?.name, 'Middle-earth', 'the later edit stays')
	assert.deepEqual(reverted.body.edit?.changes, [
		{ field: 'title', before: 'The Hobbit, or There and Back Again', after: 'The Hobbit' },
		{ field: 'pageCount', before: 320, after: 310 },
	])
	assert.equal(reverted.body.edit?.revertOf, first.id)
	const twice = await revertEdit(root.client, book.id, first.id)
	assert.equal(twice.status, 409)
	assert.equal(twice.body.error.message, 'This edit was reverted already')

	const mine = BookHistoryResponse.parse((await bookHistory(ann.client, book.id)).body)
	assert.deepEqual(
		mine.edits.map((e) => [e.editor, e.revertOf, e.revertedBy, e.can.revert]),
		[
			['you', first.id, null, true],
			['admin', null, null, true],
			['you', null, reverted.body.edit?.id, false],
		],
	)
	assert.equal((await bookHistory(client(), 'no-such-book')).status, 404)
})

test('a cover upload goes through the picture checks and is an edit that a revert takes back', async (t) => {
	const { client } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const { book } = (await addBookByHand(ann.client, HOBBIT)).body
	const generated = await client().request(`/api/covers/${book.id}?h=200`)
	const generatedEtag = generated.headers.get('etag')
	const cover = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#2f6b43' } })
		.png()
		.toBuffer()

	assert.equal((await uploadCover(bob.client, book.id, cover)).status, 403)
	const notImage = await uploadCover(ann.client, book.id, Buffer.from('<html>hello</html>'))
	assert.equal(notImage.status, 415)
	assert.equal(notImage.body.error.fields?.picture, 'Pictures must be JPEG, PNG, WebP or GIF images')
	const banner = await sharp({ create: { width: 900, height: 100, channels: 3, background: '#000' } })
		.png()
		.toBuffer()
	assert.equal(
		(await uploadCover(ann.client, book.id, banner)).body.error.fields?.picture,
		'A cover must be taller than wide, like a book',
	)

	const uploaded = await uploadCover(ann.client, book.id, cover)
	assert.equal(uploaded.status, 200)
	assert.deepEqual(
		uploaded.body.edit?.changes.map((c) => [c.field, c.before]),
		[['cover', null]],
	)
	const served = await client().request(`/api/covers/${book.id}?h=200`)
	assert.equal(served.status, 200)
	const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
	assert.deepEqual([size.width, size.height, size.format], [133, 200, 'webp'], 'the upload, at the height asked')

	await revertEdit(ann.client, book.id, uploaded.body.edit!.id)
	const back = await client().request(`/api/covers/${book.id}?h=200`)
	assert.equal(back.headers.get('etag'), generatedEtag, 'the generated cover again')
})

test('after a cover upload the book and every summary of it name the cover anew, so no browser shows the old one', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const { book } = (await addBookByHand(ann.client, HOBBIT)).body
	const versions = async () => {
		const detail = BookResponse.parse((await client().json<unknown>(`/api/books/${book.id}`)).body).book
		const found = BookSearchResponse.parse((await client().json<unknown>('/api/books/search?q=hobbit')).body).results
		const byAuthor = AuthorResponse.parse((await client().json<unknown>(`/api/authors/${detail.authors[0]!.id}`)).body)
		return [detail, ...found, ...byAuthor.books].filter((b) => b.id === book.id).map((b) => b.coverVersion)
	}
	const before = await versions()
	assert.equal(before.length, 3)
	assert.equal(new Set(before).size, 1, 'one version wherever the book is shown')

	const cover = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#2f6b43' } })
		.png()
		.toBuffer()
	const uploaded = await uploadCover(ann.client, book.id, cover)
	assert.equal(uploaded.status, 200)
	const after = await versions()
	assert.equal(new Set(after).size, 1)
	assert.notEqual(after[0], before[0], 'a new cover is a new address')
	assert.equal(uploaded.body.book.coverVersion, after[0], 'the edit page shows the new cover at once')
})

test('any reader reports a book’s wrong data, saying what; the administrators see it with the book and its edit page', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob, root] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await setUserRole(db, root.username, 'admin')
	const { book } = (await addBookByHand(ann.client, HOBBIT)).body
	const report = (json: Record<string, unknown>, who = bob) => fileReport(who.client, json as never)

	const vague = await report({ targetKind: 'book', targetId: book.id, reason: 'wrong data' })
	assert.equal(vague.status, 400)
	assert.equal(vague.body.error.fields?.details, 'Say what is wrong with this book')
	assert.equal(
		(await report({ targetKind: 'book', targetId: 'no-such-book', reason: 'wrong data', details: 'x' })).status,
		404,
	)
	const filed = await report({
		targetKind: 'book',
		targetId: book.id,
		reason: 'wrong data',
		details: 'It has 310 pages',
	})
	assert.equal(filed.status, 201)
	assert.equal(
		(await report({ targetKind: 'book', targetId: book.id, reason: 'wrong data', details: 'Mine' }, ann)).status,
		201,
		'its adder may report it too',
	)

	const queue = AdminReportPage.parse((await root.client.json('/api/admin/reports')).body)
	const item = queue.items.find((i) => i.reporter?.username === bob.username)
	assert.deepEqual(
		{ kind: item?.targetKind, details: item?.details, target: item?.target, owner: item?.owner },
		{
			kind: 'book',
			details: 'It has 310 pages',
			target: {
				title: 'Book “The Hobbit”',
				excerpt: '',
				path: `/book/${book.id}/the-hobbit`,
				editPath: `/books/${book.id}/edit`,
				hidden: false,
			},
			owner: null,
		},
	)
	const resolve = (action: string) =>
		root.client.json(`/api/admin/reports/${item?.id}/resolve`, { method: 'POST', json: { action } })
	assert.equal((await resolve('hide')).body.error.fields?.action, AdminMessages.bookReport)
	assert.equal((await resolve('suspend')).status, 400)
	assert.deepEqual((await resolve('dismiss')).body, { action: 'dismiss', closed: 2 })
})
