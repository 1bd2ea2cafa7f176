import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestContext } from 'node:test'

/**
 * A minimal S3-compatible server on loopback: path-style PUT, GET, HEAD and DELETE of objects in one bucket,
 * kept in memory. Every request must carry a valid AWS Signature Version 4, checked here with node:crypto
 * independently of the client's signing code, including the signed payload hash. (s3rver, the npm fake,
 * accepts any V4 signature unchecked: its source says 'Signature version 4 calculation is unimplemented'.)
 */
export async function startS3Server(t: TestContext, { region = 'eu-central-1', bucket = 'dogear-uploads' } = {}) {
	const credentials = { accessKeyId: 'DOGEARTESTKEY', secretAccessKey: 'dogear-test-secret-access-key' }
	const objects = new Map<string, { body: Buffer; contentType: string }>()
	const server = createServer((req, res) => {
		void handle(req, res).catch((error: unknown) => reply(res, 500, 'InternalError', String(error)))
	})

	async function handle(req: IncomingMessage, res: ServerResponse) {
		const body = await readBody(req)
		const url = new URL(req.url ?? '/', 'http://s3.local')
		const problem = signatureProblem(req, url, body, credentials, region)
		if (problem) return reply(res, 403, problem.code, problem.message)
		const [, bucketName, ...rest] = url.pathname.split('/')
		if (bucketName !== bucket) return reply(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
		const key = rest.map(decodeURIComponent).join('/')
		if (req.method === 'PUT') {
			objects.set(key, { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' })
			res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end()
			return
		}
		if (req.method === 'DELETE') {
			objects.delete(key)
			res.writeHead(204).end()
			return
		}
		const object = objects.get(key)
		if (!object) return reply(res, 404, 'NoSuchKey', 'The specified key does not exist.')
		res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
		res.end(req.method === 'HEAD' ? undefined : object.body)
	}

	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	t.after(() => new Promise<void>((resolve) => server.close(() => resolve())))
	const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return {
		objects,
		/** The environment that points the app at this server. */
		env: {
			S3_ENDPOINT: endpoint,
			S3_BUCKET: bucket,
			S3_REGION: region,
			S3_ACCESS_KEY_ID: credentials.accessKeyId,
			S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
			S3_FORCE_PATH_STYLE: 'true',
		},
		settings: { endpoint, bucket, region, ...credentials, forcePathStyle: true },
	}
}

function readBody(req: IncomingMessage) {
	return new Promise<Buffer>((resolve, reject) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => resolve(Buffer.concat(chunks)))
		req.on('error', reject)
	})
}

function reply(res: ServerResponse, status: number, code: string, message: string) {
	res.writeHead(status, { 'content-type': 'application/xml' })
	res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`)
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
const rfc3986 = (s: string) =>
	encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** Checks the request as AWS does (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). */
function signatureProblem(
	req: IncomingMessage,
	url: URL,
	body: Buffer,
	credentials: { accessKeyId: string; secretAccessKey: string },
	region: string,
): { code: string; message: string } | undefined {
	const denied = (message: string) => ({ code: 'AccessDenied', message })
	const match =
		/^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
			req.headers.authorization ?? '',
		)
	if (!match) return denied('Missing or malformed SigV4 Authorization header')
	const [, accessKeyId, day, signedRegion, signedHeaderList, signature] = match as unknown as string[]
	if (accessKeyId !== credentials.accessKeyId)
		return { code: 'InvalidAccessKeyId', message: 'The access key does not exist' }
	if (signedRegion !== region) return denied(`Wrong region ${signedRegion}`)
	const amzDate = String(req.headers['x-amz-date'] ?? '')
	const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))
	if (!amzDate.startsWith(day!) || !(Math.abs(Date.now() - when) < 15 * 60_000))
		return { code: 'RequestTimeTooSkewed', message: 'Bad x-amz-date' }
	const signedHeaders = signedHeaderList!.split(';')
	if (!signedHeaders.includes('host')) return denied('The host header must be signed')
	const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
	if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
		return { code: 'XAmzContentSHA256Mismatch', message: 'Payload hash mismatch' }

	const canonicalUri = url.pathname
		.split('/')
		.map((segment) => rfc3986(decodeURIComponent(segment)))
		.join('/')
	const canonicalQuery = [...url.searchParams]
		.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
		.sort()
		.join('&')
	const canonicalHeaders = signedHeaders
		.map(
			(name) =>
				`${name}:${String(req.headers[name] ?? '')
					.trim()
					.replace(/\s+/g, ' ')}\n`,
		)
		.join('')
	const canonicalRequest = [
		req.method,
		canonicalUri,
		canonicalQuery,
		canonicalHeaders,
		signedHeaderList,
		payloadHash,
	].join('\n')
	const scope = `${day}/${region}/s3/aws4_request`
	const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
	const signingKey = ['s3', 'aws4_request'].reduce(
		(key, part) => hmac(key, part),
		hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region),
	)
	const expected = createHmac('sha256', signingKey).update(stringToSign).digest()
	if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex')))
		return { code: 'SignatureDoesNotMatch', message: 'The request signature does not match' }
	return undefined
}
