import { Hono } from 'hono'
import { apiDocsPage } from './api-docs-page.ts'
import { openApiDocument, type OpenApiDocument } from './openapi-document.ts'
import { API_V1 } from './token-access.ts'

/**
 * The public API's description, open to anyone (no token): GET /api/openapi.json and /api/docs. Mounted at /api.
 * Both are built on their first request and kept: turning every schema into JSON Schema takes some 50 ms of
 * CPU, which every server start and every test's app would otherwise pay for pages few people open.
 */
export function apiDocsRoutes({ appOrigin }: { appOrigin: string }) {
	let built: { document: OpenApiDocument; page: string } | undefined
	const docs = () => {
		if (!built) {
			const document = openApiDocument(appOrigin)
			built = { document, page: apiDocsPage(document, API_V1) }
		}
		return built
	}
	return new Hono()
		.get('/openapi.json', (c) => c.json(docs().document, 200, { 'Cache-Control': 'public, max-age=300' }))
		.get('/docs', (c) => c.html(docs().page, 200, { 'Cache-Control': 'public, max-age=300' }))
}
