import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, type TestContext } from 'node:test'
import { startS3Server } from '../../../tests/support/s3-server.ts'
import { createDiskStorage } from './disk-storage.ts'
import { createS3Storage, objectUrl } from './s3-storage.ts'
import type { Storage } from './storage.ts'

const bytes = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 not really a picture')

async function readAll(stream: ReadableStream<Uint8Array>) {
	return Buffer.from(await new Response(stream).arrayBuffer())
}

/** The same promises from both kinds of storage. */
async function behavesLikeStorage(storage: Storage) {
	assert.equal(await storage.get('pictures/missing-512.webp'), undefined)
	assert.equal(await storage.stream('pictures/missing-512.webp'), undefined)
	await storage.put('pictures/abc-512.webp', bytes)
	assert.deepEqual(await storage.get('pictures/abc-512.webp'), bytes)
	const streamed = await storage.stream('pictures/abc-512.webp')
	assert.equal(streamed?.contentType, 'image/webp')
	assert.equal(streamed?.size, bytes.length)
	assert.deepEqual(await readAll(streamed!.body), bytes)
	await storage.put('pictures/abc-512.webp', Buffer.from('replaced'))
	assert.equal((await storage.get('pictures/abc-512.webp'))?.toString(), 'replaced')
	await storage.delete('pictures/abc-512.webp')
	assert.equal(await storage.get('pictures/abc-512.webp'), undefined)
	await storage.delete('pictures/abc-512.webp')
	for (const bad of [
		'../x.webp',
		'/etc/passwd.webp',
		'pictures/../../x.webp',
		'pictures/a.exe',
		'Pictures/A.webp',
		'a//b.webp',
	]) {
		await assert.rejects(storage.put(bad, bytes), /Not a storage key/, bad)
		await assert.rejects(storage.get(bad), /Not a storage key/, bad)
	}
}

function tempDir(t: TestContext) {
	const dir = mkdtempSync(join(tmpdir(), 'dogear-storage-'))
	t.after(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

test('disk storage keeps files under its folder', async (t) => {
	await behavesLikeStorage(createDiskStorage(join(tempDir(t), 'uploads')))
})

test('S3 storage talks SigV4 to a real S3-compatible server', async (t) => {
	const s3 = await startS3Server(t)
	await behavesLikeStorage(createS3Storage(s3.settings))
	await createS3Storage(s3.settings).put('pictures/kept-128.webp', bytes)
	assert.equal(s3.objects.get('pictures/kept-128.webp')?.contentType, 'image/webp')
})

test('the S3 server refuses a wrong secret, so the signatures above were really checked', async (t) => {
	const s3 = await startS3Server(t)
	const forged = createS3Storage({ ...s3.settings, secretAccessKey: 'not-the-secret' })
	await assert.rejects(forged.put('pictures/x-512.webp', bytes), /403.*SignatureDoesNotMatch/)
	const wrongRegion = createS3Storage({ ...s3.settings, region: 'us-east-1' })
	await assert.rejects(wrongRegion.get('pictures/x-512.webp'), /403/)
	assert.equal(s3.objects.size, 0)
})

test('object URLs are path-style or virtual-hosted', () => {
	const settings = {
		endpoint: 'https://s3.example.org',
		bucket: 'books',
		region: 'eu-west-1',
		accessKeyId: 'a',
		secretAccessKey: 'b',
	}
	assert.equal(
		objectUrl({ ...settings, forcePathStyle: true }, 'pictures/a-512.webp'),
		'https://s3.example.org/books/pictures/a-512.webp',
	)
	assert.equal(
		objectUrl({ ...settings, forcePathStyle: false }, 'pictures/a-512.webp'),
		'https://books.s3.example.org/pictures/a-512.webp',
	)
})
