import { Hono } from 'hono'
import { apiDocsPage } from './api-docs-page.ts'
import { openApiDocument } from './openapi-document.ts'
import { API_V1 } from './token-access.ts'

/** The public API's description, open to anyone (no token): GET /api/openapi.json and /api/docs. Mounted at /api. */
export function apiDocsRoutes({ appOrigin }: { appOrigin: string }) {
	const document = openApiDocument(appOrigin)
	const page = apiDocsPage(document, API_V1)
	return new Hono()
		.get('/openapi.json', (c) => c.json(document, 200, { 'Cache-Control': 'public, max-age=300' }))
		.get('/docs', (c) => c.html(page, 200, { 'Cache-Control': 'public, max-age=300' }))
}
