import assert from 'node:assert/strict'
import { test } from 'node:test'
import sharp from 'sharp'
import { addClub } from '../../../tests/support/club-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'

const BOUNDARY = '----dogear-nul-test'

type Part = { name: string; value: string | Buffer; fileName?: string }

/**
 * A multipart body written byte by byte: a browser's FormData would escape what we want to send as it is (a NUL
 * in a file name's header), so the parts are written out here.
 */
function multipart(parts: Part[]): Buffer {
	const chunks: Buffer[] = []
	for (const part of parts) {
		const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`
		const type = part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n'
		chunks.push(
			Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'),
			Buffer.from(part.value),
			Buffer.from('\r\n'),
		)
	}
	chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
	return Buffer.concat(chunks)
}

async function send(client: TestClient, method: string, path: string, parts: Part[]) {
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const res = await fetch(new URL(path, client.baseUrl), {
		method,
		body: new Uint8Array(multipart(parts)),
		headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, origin: client.baseUrl },
	})
	return { status: res.status, body: (await res.json()) as Answer }
}

const CSV = Buffer.from('Book Id,Title,Author,ISBN,My Rating,Exclusive Shelf\n1,The Hobbit,J.R.R. Tolkien,,5,read\n')

test('a NUL character in a multipart field name, text value or file name is a 400 naming the field, and nothing is kept', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const clubId = await addClub(db, { ownerId: ann.user.id })
	const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b4432f' } })
		.png()
		.toBuffer()
	const uploads = [
		{ method: 'PUT', path: '/api/profile/picture', field: 'picture', file: picture },
		{ method: 'PUT', path: `/api/clubs/${clubId}/picture`, field: 'picture', file: picture },
		{ method: 'POST', path: '/api/imports', field: 'file', file: CSV },
	]
	for (const { method, path, field, file } of uploads) {
		const cases: [string, Part[], string, string][] = [
			[
				'file name',
				[{ name: field, value: file, fileName: 'me\u0000.png' }],
				field,
				`The file name of ${field} must not contain a NUL character`,
			],
			[
				'field name',
				[{ name: `${field}\u0000`, value: file, fileName: 'me.png' }],
				field,
				`The field name ${field} must not contain a NUL character`,
			],
			[
				'text value',
				[
					{ name: field, value: file, fileName: 'me.png' },
					{ name: 'caption', value: 'a\u0000b' },
				],
				'caption',
				'caption must not contain a NUL character',
			],
			[
				'value ahead of the file',
				[
					{ name: 'note', value: '\u0000' },
					{ name: field, value: file, fileName: 'me.png' },
				],
				'note',
				'note must not contain a NUL character',
			],
		]
		for (const [what, parts, named, message] of cases) {
			const { status, body } = await send(ann.client, method, path, parts)
			assert.equal(status, 400, `${path}: NUL in the ${what}`)
			assert.equal(body.error.message, message, `${path}: NUL in the ${what}`)
			assert.deepEqual(body.error.fields, { [named]: message }, `${path}: NUL in the ${what}`)
		}
	}
	const profile = await ann.client.json<{ picture: unknown }>('/api/profile')
	assert.equal(profile.body.picture, null)
	const clubView = await ann.client.json<{ club: { pictureUrl: string | null } }>(`/api/clubs/${clubId}`)
	assert.equal(clubView.body.club.pictureUrl, null)
	const imports = await ann.client.json<{ items: unknown[] }>('/api/imports')
	assert.deepEqual(imports.body.items, [])

	// The same upload without the NUL goes through: what was refused was the character, not the form.
	const clean = await send(ann.client, 'POST', '/api/imports', [{ name: 'file', value: CSV, fileName: 'export.csv' }])
	assert.equal(clean.status, 201, JSON.stringify(clean.body))
})
