import { type DefaultTreeAdapterMap, html, parseFragment } from 'parse5'

type Node = DefaultTreeAdapterMap['childNode']
type Element = DefaultTreeAdapterMap['element']

/** What a remote post may keep: paragraphs, line breaks, links, emphasis, quotes, lists and code. */
const ALLOWED = new Set(['p', 'br', 'a', 'span', 'em', 'strong', 'blockquote', 'ul', 'ol', 'li', 'code', 'pre'])
/** Elements that take their own content with them: scripts, styles, embedded documents, foreign markup. */
const DROPPED = new Set([
	'script',
	'style',
	'template',
	'noscript',
	'noembed',
	'noframes',
	'xmp',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'textarea',
	'title',
	'select',
	'svg',
	'math',
	'head',
])
const VOID = new Set(['br'])
/** Deeper than any post's formatting nests; below it, elements are unwrapped to their text. */
const MAX_DEPTH = 24
/** A post's HTML past this is no post; what follows is cut (a long review is a few tens of kilobytes). */
export const MAX_INBOUND_HTML = 100_000

const REL = 'nofollow noopener noreferrer'

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;')

/** An absolute http(s) address as the URL parser normalises it, else null (javascript:, data:, relative, junk). */
function webAddress(href: string | undefined) {
	if (!href || !URL.canParse(href)) return null
	const url = new URL(href)
	return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
}

/** The element's opening tag as we write it (only the attributes we make), or null when it is unwrapped. */
function openingTag(element: Element, depth: number) {
	if (element.namespaceURI !== html.NS.HTML || !ALLOWED.has(element.tagName) || depth > MAX_DEPTH) return null
	if (element.tagName !== 'a') return `<${element.tagName}>`
	const href = webAddress(element.attrs.find((attr) => attr.name === 'href')?.value)
	return href ? `<a href="${escapeAttribute(href)}" rel="${REL}">` : null
}

/**
 * A remote post's HTML (a Note's or a Review's content, an actor's summary) cleaned to a small allow-list: the
 * text is parsed as a browser parses it (parse5, the WHATWG algorithm), and only the allowed elements are
 * written back, with no attribute but a link's http(s) address, and every text escaped. What is not allowed is
 * unwrapped to its text, except scripts, styles and embedded or foreign documents, which go with their content.
 * Walked with a stack, not recursion, so a thousand nested tags cost a loop, not the call stack.
 */
export function sanitizeInboundHtml(input: string): string {
	const fragment = parseFragment(input.slice(0, MAX_INBOUND_HTML))
	const out: string[] = []
	type Step = { node: Node; depth: number } | { close: string }
	const stack: Step[] = fragment.childNodes.toReversed().map((node) => ({ node, depth: 1 }))
	while (stack.length > 0) {
		const step = stack.pop()!
		if ('close' in step) {
			out.push(step.close)
			continue
		}
		const { node, depth } = step
		if (node.nodeName === '#text') {
			out.push(escapeText((node as DefaultTreeAdapterMap['textNode']).value))
			continue
		}
		if (!('tagName' in node) || DROPPED.has(node.tagName) || node.namespaceURI !== html.NS.HTML) continue
		const tag = openingTag(node, depth)
		if (tag) out.push(tag)
		if (tag && VOID.has(node.tagName)) continue
		if (tag) stack.push({ close: `</${node.tagName}>` })
		for (const child of node.childNodes.toReversed()) stack.push({ node: child, depth: depth + 1 })
	}
	return out.join('')
}
