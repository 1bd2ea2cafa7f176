import assert from 'node:assert/strict'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { ProfileMessages, type ProfileView } from '../../shared/schemas/profile.ts'
import { startS3Server } from '../../../tests/support/s3-server.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'

type Reply = ProfileView & Answer

async function upload(client: TestClient, bytes: Uint8Array, filename = 'me.png', type = 'image/png') {
	const form = new FormData()
	form.append('picture', new Blob([new Uint8Array(bytes)], { type }), filename)
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const res = await fetch(new URL('/api/profile/picture', client.baseUrl), {
		method: 'PUT',
		body: form,
		headers: { cookie },
	})
	return { status: res.status, body: (await res.json()) as Reply }
}

/** Every file under DATA_DIR/uploads, as paths relative to it. */
async function storedFiles(dataDir: string) {
	const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
	return entries
		.filter((e) => e.isFile())
		.map((e) => join(e.parentPath, e.name).slice(join(dataDir, 'uploads').length + 1))
}

const canvas = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: '#b4432f' } })
const png = () => canvas(800, 600).png().toBuffer()

/** A PNG whose header claims 10000×10000 pixels; its few real bytes would never decode to that. */
function pngClaiming(width: number, height: number) {
	const chunk = (type: string, data: Buffer) => {
		const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
		const length = Buffer.alloc(4)
		length.writeUInt32BE(data.length)
		const crc = Buffer.alloc(4)
		crc.writeUInt32BE(crc32(body))
		return Buffer.concat([length, body, crc])
	}
	const ihdr = Buffer.alloc(13)
	ihdr.writeUInt32BE(width, 0)
	ihdr.writeUInt32BE(height, 4)
	ihdr.set([8, 2, 0, 0, 0], 8)
	const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
	return Buffer.concat([
		signature,
		chunk('IHDR', ihdr),
		chunk('IDAT', deflateSync(Buffer.alloc(64))),
		chunk('IEND', Buffer.alloc(0)),
	])
}

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>'

/** A real JPEG that is also an HTML page: markup in a comment segment and again after the image's end. */
async function htmlJpegPolyglot() {
	const jpeg = await canvas(300, 300).jpeg().toBuffer()
	const payload = Buffer.from(HTML)
	const comment = Buffer.concat([
		Buffer.from([0xff, 0xfe, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
		payload,
	])
	return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), payload])
}

async function expectWebp(client: TestClient, url: string, size: number) {
	const res = await client.request(url)
	assert.equal(res.status, 200, url)
	assert.equal(res.headers.get('content-type'), 'image/webp')
	assert.equal(res.headers.get('x-content-type-options'), 'nosniff')
	assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable')
	const bytes = Buffer.from(await res.arrayBuffer())
	assert.equal(bytes.subarray(0, 4).toString('latin1'), 'RIFF')
	assert.equal(bytes.subarray(8, 12).toString('latin1'), 'WEBP')
	const meta = await sharp(bytes).metadata()
	assert.deepEqual([meta.format, meta.width, meta.height], ['webp', size, size])
	assert.equal(meta.exif, undefined)
	assert.equal(meta.xmp, undefined)
	return bytes
}

test('JPEG, PNG, WebP and GIF pictures are re-encoded to square WebP at 512 and 128 pixels, metadata gone', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const ann = await signUp(client())
	const withGps = await canvas(1200, 900)
		.jpeg()
		.withExif({ IFD0: { Artist: 'secret-artist-name' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 20/1 0/1' } })
		.toBuffer()
	assert.ok((await sharp(withGps).metadata()).exif, 'the input really carries EXIF')
	const inputs: [Buffer, string][] = [
		[withGps, 'holiday.jpg'],
		[await png(), 'me.png'],
		[await canvas(640, 640).webp().toBuffer(), 'me.webp'],
		[await canvas(200, 100).gif().toBuffer(), 'me.gif'],
	]
	for (const [bytes, name] of inputs) {
		// The declared type is a lie on purpose: only the bytes count.
		const { status, body } = await upload(ann.client, bytes, name, 'application/octet-stream')
		assert.equal(status, 200, `${name}: ${JSON.stringify(body)}`)
		const large = await expectWebp(client(), body.picture!.large, 512)
		await expectWebp(client(), body.picture!.small, 128)
		assert.ok(!large.includes('secret-artist-name') && !large.includes('Exif'), name)
	}
	assert.equal((await storedFiles(dataDir)).length, 2, 'each new picture replaced the files of the one before')
	const session = await ann.client.json('/api/session')
	assert.match(session.body.user?.image ?? '', /^\/api\/uploads\/pictures\/[0-9a-f-]{36}-128\.webp$/)
})

test('an HTML/JPEG polyglot comes out as a plain picture with no markup left', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const ann = await signUp(client())
	const polyglot = await htmlJpegPolyglot()
	assert.ok(polyglot.includes(HTML))
	const { status, body } = await upload(ann.client, polyglot, 'page.html', 'text/html')
	assert.equal(status, 200)
	for (const file of await storedFiles(dataDir)) {
		const bytes = await readFile(join(dataDir, 'uploads', file))
		assert.ok(!bytes.includes('<script') && !bytes.includes('<html'), file)
	}
	await expectWebp(client(), body.picture!.large, 512)
})

test('anything else is refused with a message for the picture field, and nothing is stored', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const ann = await signUp(client())
	const valid = await png()
	const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 0x41)])
	const svg = Buffer.from(
		'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
	)
	const sixMegabytes = Buffer.concat([valid, Buffer.alloc(6 * 1024 * 1024)])
	const cases: [string, Buffer, string, number, string][] = [
		['a renamed .exe', exe, 'photo.png', 415, ProfileMessages.pictureType],
		['an SVG', svg, 'me.svg', 415, ProfileMessages.pictureType],
		['an HTML page', Buffer.from(HTML), 'me.jpg', 415, ProfileMessages.pictureType],
		['a truncated PNG', valid.subarray(0, valid.length - 40), 'me.png', 400, ProfileMessages.pictureDamaged],
		['a PNG with only its header', valid.subarray(0, 60), 'me.png', 400, ProfileMessages.pictureDamaged],
		['10000×10000 pixels', pngClaiming(10_000, 10_000), 'huge.png', 400, ProfileMessages.pictureTooManyPixels],
		['a 6 MB file', sixMegabytes, 'big.png', 413, ProfileMessages.pictureTooLarge],
		['a file name with a path', valid, '../../x.png', 400, ProfileMessages.pictureFileName],
		['an empty file', Buffer.alloc(0), 'empty.png', 400, ProfileMessages.pictureMissing],
	]
	for (const [what, bytes, name, status, message] of cases) {
		const res = await upload(ann.client, bytes, name)
		assert.equal(res.status, status, `${what}: ${JSON.stringify(res.body)}`)
		assert.equal(res.body.error.fields?.picture, message, what)
	}
	const noFile = await ann.client.json('/api/profile/picture', { method: 'PUT', json: { picture: 'x' } })
	assert.equal(noFile.status, 400)
	assert.equal(noFile.body.error.fields?.picture, ProfileMessages.pictureMissing)
	assert.deepEqual(await storedFiles(dataDir), [])
	assert.deepEqual(await readdir(join(dataDir, '..')).then((names) => names.includes('x.png')), false)
	assert.equal((await ann.client.json<Reply>('/api/profile')).body.picture, null)
	assert.equal((await upload(client(), valid)).status, 401)
})

test('replacing or removing a picture deletes the old files; unknown upload keys are 404', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const ann = await signUp(client())
	const first = await upload(ann.client, await png())
	const second = await upload(ann.client, await canvas(300, 500).jpeg().toBuffer(), 'me.jpg')
	assert.notEqual(first.body.picture!.large, second.body.picture!.large)
	assert.equal((await client().request(first.body.picture!.large)).status, 404)
	assert.equal((await client().request(first.body.picture!.small)).status, 404)
	assert.equal((await storedFiles(dataDir)).length, 2)

	const removed = await ann.client.json<Reply>('/api/profile/picture', { method: 'DELETE' })
	assert.equal(removed.status, 200)
	assert.equal(removed.body.picture, null)
	assert.equal((await client().request(second.body.picture!.large)).status, 404)
	assert.deepEqual(await storedFiles(dataDir), [])
	assert.equal((await ann.client.json('/api/session')).body.user?.image, null)
	for (const path of [
		'/api/uploads/../dogear.sqlite',
		'/api/uploads/pictures/x.exe',
		'/api/uploads/%2e%2e%2fetc%2fpasswd',
	]) {
		assert.equal((await client().request(path)).status, 404, path)
	}
})

test('with S3 configured, pictures go to the bucket and are still served from our origin', async (t) => {
	const s3 = await startS3Server(t)
	const { client, dataDir } = await startTestApp(t, s3.env)
	const ann = await signUp(client())
	const { status, body } = await upload(ann.client, await png())
	assert.equal(status, 200)
	assert.deepEqual(
		[...s3.objects.keys()].sort(),
		[body.picture!.small, body.picture!.large].map((url) => url.replace('/api/uploads/', '')).sort(),
	)
	await expectWebp(client(), body.picture!.large, 512)
	assert.deepEqual(await storedFiles(dataDir), [], 'nothing on local disk')
	await ann.client.request('/api/profile/picture', { method: 'DELETE' })
	assert.equal(s3.objects.size, 0)
})
