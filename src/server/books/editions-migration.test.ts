import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { addReader } from '../../../tests/support/reading-factories.ts'
import { newDatabaseUrl } from '../../../tests/support/database-url.ts'
import { migrateToLatest, migrateUpTo, openDatabase } from '../db/database.ts'

test('migration 0026 turns every book into a work with one printed edition holding its ISBNs, in place', async (t) => {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-editions-'))
	t.after(() => rmSync(folder, { recursive: true, force: true }))
	const db = openDatabase(await newDatabaseUrl(t, folder))
	t.after(() => db.destroy())
	await migrateUpTo(db, '0025-favourite-books')

	const at = '2026-01-02T03:04:05.000Z'
	const book = (id: string, pageCount: number | null) => ({
		id,
		title: id,
		subtitle: null,
		description: null,
		publishedDate: '1995',
		pageCount,
		language: 'en',
		seriesName: null,
		seriesNumber: null,
		coverSourceUrl: null,
		createdAt: at,
		updatedAt: at,
	})
	await db
		.insertInto('book')
		.values([book('sabriel', 292), book('lirael', 0)])
		.execute()
	await db
		.insertInto('bookIdentifier')
		.values([
			{ scheme: 'isbn13', value: '9780060273224', bookId: 'sabriel' },
			{ scheme: 'olEdition', value: 'OL1M', bookId: 'sabriel' },
			{ scheme: 'goodreads', value: '518848', bookId: 'sabriel' },
		])
		.execute()
	const reader = await addReader(db)
	await db
		.insertInto('entry')
		.values({
			id: 'read-1',
			userId: reader.id,
			bookId: 'sabriel',
			readOn: '2026-01-01',
			startedOn: null,
			rating: 8,
			liked: 0,
			reread: 0,
			spoilers: 0,
			review: 'Bells.',
			visibility: 'public',
			createdAt: at,
			updatedAt: at,
		})
		.execute()

	await migrateToLatest(db)

	const editions = await db
		.selectFrom('edition')
		.select(['bookId', 'format', 'pageCount', 'audioMinutes', 'language', 'publishedDate', 'createdAt'])
		.orderBy('bookId')
		.execute()
	assert.deepEqual(editions, [
		{
			bookId: 'lirael',
			format: 'print',
			pageCount: null,
			audioMinutes: null,
			language: 'en',
			publishedDate: '1995',
			createdAt: at,
		},
		{
			bookId: 'sabriel',
			format: 'print',
			pageCount: 292,
			audioMinutes: null,
			language: 'en',
			publishedDate: '1995',
			createdAt: at,
		},
	])
	const sabrielEdition = await db
		.selectFrom('edition')
		.select('id')
		.where('bookId', '=', 'sabriel')
		.executeTakeFirstOrThrow()
	const identifiers = await db
		.selectFrom('bookIdentifier')
		.select(['scheme', 'editionId'])
		.where('bookId', '=', 'sabriel')
		.orderBy('scheme')
		.execute()
	assert.deepEqual(identifiers, [
		{ scheme: 'goodreads', editionId: null },
		{ scheme: 'isbn13', editionId: sabrielEdition.id },
		{ scheme: 'olEdition', editionId: sabrielEdition.id },
	])
	const entry = await db
		.selectFrom('entry')
		.select(['bookId', 'review', 'editionId', 'format', 'pageCount', 'audioMinutes'])
		.executeTakeFirstOrThrow()
	assert.deepEqual(entry, {
		bookId: 'sabriel',
		review: 'Bells.',
		editionId: null,
		format: null,
		pageCount: null,
		audioMinutes: null,
	})
})
