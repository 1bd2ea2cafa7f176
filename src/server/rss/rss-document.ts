// A feed as Atom 1.0 (RFC 4287) or RSS 2.0, from one description. Pure: the routes load the rows, rss-items.ts
// turns them into items, and this writes the XML. Every text is escaped; `html` is HTML we built from escaped text.

export type FeedItem = {
	/** A stable, absolute URL: the entry's or book's page. */
	id: string
	title: string
	link: string
	published: string
	updated: string
	/** HTML built by rss-items.ts from escaped text (never a reader's raw text). */
	html: string
}
export type FeedDocument = {
	title: string
	description: string
	/** The page the feed follows (a profile, a list). */
	link: string
	/** The feed's own URL. */
	self: string
	author: string
	updated: string
	items: FeedItem[]
}
export type FeedFormat = 'atom' | 'rss'

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
	atom: 'application/atom+xml; charset=utf-8',
	rss: 'application/rss+xml; charset=utf-8',
}

// XML 1.0 allows no C0 controls but tab and line breaks, not even as references; they are dropped.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text made safe inside an XML element or attribute. */
export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!)

export function renderFeed(feed: FeedDocument, format: FeedFormat): string {
	return format === 'atom' ? renderAtom(feed) : renderRss(feed)
}

function renderAtom(feed: FeedDocument): string {
	const items = feed.items.map(
		(item) => `<entry>
<id>${escapeXml(item.id)}</id>
<title>${escapeXml(item.title)}</title>
<link rel="alternate" type="text/html" href="${escapeXml(item.link)}"/>
<published>${escapeXml(item.published)}</published>
<updated>${escapeXml(item.updated)}</updated>
<content type="html">${escapeXml(item.html)}</content>
</entry>`,
	)
	return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${escapeXml(feed.self)}</id>
<title>${escapeXml(feed.title)}</title>
<subtitle>${escapeXml(feed.description)}</subtitle>
<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>
<link rel="alternate" type="text/html" href="${escapeXml(feed.link)}"/>
<author><name>${escapeXml(feed.author)}</name></author>
<updated>${escapeXml(feed.updated)}</updated>
<generator>Dogear</generator>
${items.join('\n')}
</feed>
`
}

/** RFC 822 dates, as RSS 2.0 wants them ('Sun, 22 Nov 2026 01:33:10 GMT'). */
const rfc822 = (iso: string) => new Date(iso).toUTCString()

function renderRss(feed: FeedDocument): string {
	const items = feed.items.map(
		(item) => `<item>
<guid isPermaLink="true">${escapeXml(item.id)}</guid>
<title>${escapeXml(item.title)}</title>
<link>${escapeXml(item.link)}</link>
<pubDate>${rfc822(item.published)}</pubDate>
<description>${escapeXml(item.html)}</description>
</item>`,
	)
	return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(feed.title)}</title>
<link>${escapeXml(feed.link)}</link>
<description>${escapeXml(feed.description)}</description>
<atom:link rel="self" type="application/rss+xml" href="${escapeXml(feed.self)}"/>
<lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>
<generator>Dogear</generator>
${items.join('\n')}
</channel>
</rss>
`
}
