import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import { assertStorageKey, contentTypeOf, type Storage } from './storage.ts'

export type S3Settings = {
	endpoint: string
	bucket: string
	region: string
	accessKeyId: string
	secretAccessKey: string
	/** endpoint/bucket/key instead of bucket.endpoint/key: MinIO, Garage and most self-hosted servers want it. */
	forcePathStyle: boolean
}

/** The object's URL, path-style or virtual-hosted. Key segments are URL-encoded once, as SigV4 signs them. */
export function objectUrl(s3: S3Settings, key: string): string {
	const endpoint = new URL(s3.endpoint)
	const path = key.split('/').map(encodeURIComponent).join('/')
	const base = endpoint.pathname.replace(/\/+$/, '')
	if (s3.forcePathStyle) return `${endpoint.origin}${base}/${encodeURIComponent(s3.bucket)}/${path}`
	return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}${base}/${path}`
}

/**
 * Any S3-compatible bucket, over fetch with Signature Version 4 (aws4fetch). Uploads sign their payload's
 * SHA-256, so a proxy cannot swap the bytes. The bucket stays private: files reach readers through our origin.
 */
export function createS3Storage(s3: S3Settings): Storage {
	const client = new AwsClient({
		accessKeyId: s3.accessKeyId,
		secretAccessKey: s3.secretAccessKey,
		region: s3.region,
		service: 's3',
		retries: 2,
	})
	const send = (method: string, key: string, init: { body?: Uint8Array; headers?: Record<string, string> } = {}) => {
		assertStorageKey(key)
		// A Buffer is a valid fetch body; TypeScript's lib types only admit ArrayBuffer-backed views.
		const body = init.body as Uint8Array<ArrayBuffer> | undefined
		return client.fetch(objectUrl(s3, key), { method, body, headers: init.headers })
	}
	const fail = async (what: string, key: string, res: Response): Promise<never> => {
		const detail = (await res.text().catch(() => '')).slice(0, 300)
		throw new Error(`S3 ${what} ${key} failed: ${res.status} ${detail}`)
	}
	return {
		async put(key, body) {
			const headers = {
				'content-type': contentTypeOf(key),
				'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
			}
			const res = await send('PUT', key, { body, headers })
			if (!res.ok) await fail('PUT', key, res)
			await res.body?.cancel()
		},
		async get(key) {
			const res = await send('GET', key)
			if (res.status === 404) return undefined
			if (!res.ok) return fail('GET', key, res)
			return Buffer.from(await res.arrayBuffer())
		},
		async stream(key) {
			const res = await send('GET', key)
			if (res.status === 404) return undefined
			if (!res.ok || !res.body) return fail('GET', key, res)
			const length = res.headers.get('content-length')
			return { body: res.body, contentType: contentTypeOf(key), size: length === null ? undefined : Number(length) }
		},
		async delete(key) {
			const res = await send('DELETE', key)
			if (!res.ok && res.status !== 404) await fail('DELETE', key, res)
			await res.body?.cancel()
		},
	}
}
