import type { OpenApiDocument } from './openapi-document.ts'
import { outline, schemaNotes } from './schema-outline.ts'

type Schema = Parameters<typeof outline>[0]
type Parameter = { name: string; in: string; required: boolean; schema: Schema }
type ResponseObject = { description?: string; content?: Record<string, { schema: Schema }>; $ref?: string }
type OperationObject = {
	tags: string[]
	summary: string
	operationId: string
	parameters?: Parameter[]
	requestBody?: { content: Record<string, { schema: Schema }> }
	responses: Record<string, ResponseObject>
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** The description's only markup: `code` and **bold**. */
const inline = (text: string) =>
	escape(text)
		.replace(/`([^`]+)`/g, '<code>$1</code>')
		.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')

// Inline CSS: the page must work under our CSP (style-src 'self' 'unsafe-inline', no script) with nothing fetched.
const STYLE = `
:root { color-scheme: light dark; --bg: #fbfaf7; --fg: #1f1d1a; --muted: #5c5750; --line: #ddd8cf; --code: #f1eee8; --accent: #8a3b12; }
@media (prefers-color-scheme: dark) { :root { --bg: #171513; --fg: #eeeae3; --muted: #b3ada4; --line: #3a3631; --code: #24211e; --accent: #f0a36f; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 1rem/1.55 system-ui, sans-serif; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
a { color: var(--accent); }
h1, h2, h3 { line-height: 1.25; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid var(--line); padding-bottom: .3rem; }
h3 { font-size: 1rem; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; overflow-wrap: anywhere; }
code, pre { font: .9rem/1.45 ui-monospace, monospace; background: var(--code); border-radius: 4px; }
code { padding: 0 .2rem; overflow-wrap: anywhere; }
pre { padding: .75rem; white-space: pre-wrap; overflow-wrap: anywhere; }
pre code { padding: 0; }
.method { font: 700 .8rem ui-monospace, monospace; padding: .1rem .4rem; border: 1px solid currentColor; border-radius: 4px; color: var(--accent); }
.muted { color: var(--muted); }
article { border-top: 1px solid var(--line); padding: .5rem 0 1rem; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
th, td { text-align: left; padding: .3rem .5rem .3rem 0; border-bottom: 1px solid var(--line); vertical-align: top; overflow-wrap: break-word; }
.toc { columns: 16rem; padding-left: 1.2rem; }
caption { text-align: left; }
summary { cursor: pointer; color: var(--accent); }
`

/** Three columns, so the table fits a phone: where a parameter goes is said under its name, required with the notes. */
function parametersTable(parameters: Parameter[]) {
	const rows = parameters.map((p) => {
		const notes = [p.required ? 'required' : 'optional', schemaNotes(p.schema)].filter(Boolean).join(', ')
		return `<tr><td><code>${escape(p.name)}</code> <span class="muted">${p.in}</span></td><td><code>${escape(outline(p.schema))}</code></td><td>${escape(notes)}</td></tr>`
	})
	return `<table><caption class="muted">Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function operationArticle(path: string, method: string, operation: OperationObject, base: string) {
	const body = operation.requestBody?.content['application/json']?.schema
	const responses = Object.entries(operation.responses).map(([status, response]) => {
		const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? []
		const description =
			response.description ??
			response.$ref
				?.split('/')
				.at(-1)
				?.replace(/([a-z])([A-Z])/g, '$1 $2') ??
			''
		// Answers repeat the same views (an entry, a book) many times over: folded, the page stays a page.
		const shape =
			content && mediaType === 'application/json'
				? `<details><summary>Shape of the answer</summary><pre><code>${escape(outline(content.schema))}</code></pre></details>`
				: content
					? ` <span class="muted">(${escape(mediaType ?? '')})</span>`
					: ''
		return `<li><strong>${status}</strong> ${escape(description)}${shape}</li>`
	})
	return `<article id="${escape(operation.operationId)}" aria-labelledby="${escape(operation.operationId)}-title">
<h3 id="${escape(operation.operationId)}-title"><span class="method">${method.toUpperCase()}</span> <code>${escape(base + path)}</code></h3>
<p>${escape(operation.summary)}</p>
${operation.parameters?.length ? parametersTable(operation.parameters) : ''}
${body ? `<p>Request body (JSON):</p><pre><code>${escape(outline(body))}</code></pre>` : ''}
<p>Answers:</p><ul>${responses.join('')}</ul>
</article>`
}

/** /api/docs: the OpenAPI document as one readable page, made on our server with no script. */
export function apiDocsPage(document: OpenApiDocument, base: string): string {
	const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
		Object.entries(methods).map(([method, op]) => ({ path, method, op: op as OperationObject })),
	)
	const sections = document.tags.map((tag) => {
		const mine = operations.filter(({ op }) => op.tags.includes(tag.name))
		return `<section aria-labelledby="tag-${tag.name}"><h2 id="tag-${tag.name}">${escape(tag.name)}</h2><p>${escape(tag.description)}</p>
${mine.map(({ path, method, op }) => operationArticle(path, method, op, base)).join('\n')}</section>`
	})
	const toc = document.tags.map((tag) => `<li><a href="#tag-${tag.name}">${escape(tag.name)}</a></li>`).join('')
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dogear API v1</title><style>${STYLE}</style></head>
<body><main>
<h1>Dogear API v1</h1>
${document.info.description
	.split('\n\n')
	.map((p) => `<p>${inline(p)}</p>`)
	.join('\n')}
<p>Base URL: <code>${escape(document.servers[0]?.url ?? base)}</code>. The same description as an OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<p>For example: <code>curl -H "Authorization: Bearer dgr_…" ${escape(document.servers[0]?.url ?? base)}/me/diary</code></p>
<nav aria-label="API sections"><ul class="toc">${toc}</ul></nav>
${sections.join('\n')}
</main></body></html>`
}
