import { Hono } from 'hono'
import { notFound } from '../http/errors.ts'
import { isServedKey, type Storage } from './storage.ts'

/**
 * Uploaded files, served from our own origin whichever storage holds them: the CSP allows images from here
 * only, and the bucket can stay private. Keys never change content, so browsers may keep them for a year.
 * Mounted at /api/uploads.
 */
export const uploadRoutes = (storage: Storage) =>
	new Hono().get('/:key{.+}', async (c) => {
		const key = c.req.param('key')
		const file = isServedKey(key) ? await storage.stream(key) : undefined
		if (!file) throw notFound('File')
		return c.body(file.body, 200, {
			'Content-Type': file.contentType,
			...(file.size === undefined ? {} : { 'Content-Length': String(file.size) }),
			'Cache-Control': 'public, max-age=31536000, immutable',
			'X-Content-Type-Options': 'nosniff',
		})
	})
