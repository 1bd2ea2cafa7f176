// Readers' plain text (reviews, notes, descriptions) as paragraphs of text and links: shared by the pages,
// which render text nodes, and the feeds, which escape it into HTML.

/** Paragraphs of plain text: blank lines separate them, single line breaks stay inside. */
export const paragraphs = (text: string) =>
	text
		.split(/\r?\n\s*\r?\n/)
		.map((p) => p.trim())
		.filter(Boolean)

/** A piece of a paragraph: text as it is, or a web address to show as a link. */
export type ReviewPart = { text: string; href?: string }

// Only http(s) addresses become links: a javascript: or data: address stays text, whatever a review contains.
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi
// Punctuation that ends a sentence rather than the address ('see https://example.org.').
const TRAILING = /[.,;:!?'"’”]+$/

/** Trims what a writer put after an address: sentence punctuation, and a ')' that closes their own bracket. */
function trimAddress(raw: string): string {
	let address = raw.replace(TRAILING, '')
	while (address.endsWith(')') && (address.match(/\(/g)?.length ?? 0) < (address.match(/\)/g)?.length ?? 0)) {
		address = address.slice(0, -1).replace(TRAILING, '')
	}
	return address
}

/** One paragraph of a review as text and links, in order; joining the parts' text gives the paragraph back. */
export function linkParts(paragraph: string): ReviewPart[] {
	const parts: ReviewPart[] = []
	let last = 0
	for (const match of paragraph.matchAll(ADDRESS)) {
		const address = trimAddress(match[0])
		if (!URL.canParse(address)) continue
		if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) })
		parts.push({ text: address, href: address })
		last = match.index + address.length
	}
	if (last < paragraph.length) parts.push({ text: paragraph.slice(last) })
	return parts
}
