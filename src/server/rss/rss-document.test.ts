import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { escapeXml, type FeedDocument, renderFeed } from './rss-document.ts'
import { entryItem, starText, textHtml } from './rss-items.ts'

const ORIGIN = 'https://dogear.example'
const feed = (items: FeedDocument['items']): FeedDocument => ({
	title: 'Ann’s diary & more',
	description: 'Books <Ann> logged',
	link: `${ORIGIN}/u/ann`,
	self: `${ORIGIN}/api/users/ann/diary.atom`,
	author: 'Ann',
	updated: '2026-11-22T01:00:00.000Z',
	items,
})
const row = {
	id: 'e1',
	bookId: 'b1',
	title: 'Sabriel',
	publishedDate: '1995-10-31',
	readOn: '2026-11-20',
	rating: 9,
	liked: 1,
	reread: 0,
	spoilers: 0,
	review: 'First <b>paragraph</b>\nsame one.\n\nSee https://example.org/x. And javascript:alert(1)',
	createdAt: '2026-11-21T10:00:00.000Z',
	updatedAt: '2026-11-21T11:00:00.000Z',
}

describe('feeds', () => {
	it('escapes every text and drops characters XML cannot hold', () => {
		assert.equal(
			escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0000\u0008`),
			'&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
		)
	})

	it('writes a review as paragraphs of escaped text with http(s) links only', () => {
		assert.equal(
			textHtml(row.review),
			'<p>First &lt;b&gt;paragraph&lt;/b&gt;<br>same one.</p><p>See <a href="https://example.org/x">https://example.org/x</a>. And javascript:alert(1)</p>',
		)
	})

	it('titles an entry with its book, year and stars, and keeps a spoiler review out', () => {
		assert.equal(starText(4.5), '★★★★½')
		const item = entryItem(ORIGIN, row)
		assert.equal(item.title, 'Sabriel (1995) – ★★★★½')
		assert.equal(item.link, `${ORIGIN}/entry/e1`)
		assert.match(item.html, /Read on November 20, 2026 · ★★★★½ · liked/)
		assert.match(
			item.html,
			/<img src="https:\/\/dogear\.example\/api\/covers\/b1\?h=150&amp;dpr=1" alt="The cover of Sabriel"/,
		)
		const spoiler = entryItem(ORIGIN, { ...row, spoilers: 1, rating: null })
		assert.equal(spoiler.title, 'Sabriel (1995)')
		assert.doesNotMatch(spoiler.html, /paragraph/)
		assert.match(spoiler.html, /This review contains spoilers/)
	})

	it('writes Atom with ids, links and dates, the item HTML escaped once more as content', () => {
		const xml = renderFeed(feed([entryItem(ORIGIN, row)]), 'atom')
		assert.match(xml, /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/)
		assert.match(xml, /<title>Ann’s diary &amp; more<\/title>/)
		assert.match(xml, /<subtitle>Books &lt;Ann&gt; logged<\/subtitle>/)
		assert.match(
			xml,
			/<link rel="self" type="application\/atom\+xml" href="https:\/\/dogear\.example\/api\/users\/ann\/diary\.atom"\/>/,
		)
		assert.match(xml, /<entry>\n<id>https:\/\/dogear\.example\/entry\/e1<\/id>/)
		assert.match(
			xml,
			/<published>2026-11-21T10:00:00\.000Z<\/published>\n<updated>2026-11-21T11:00:00\.000Z<\/updated>/,
		)
		assert.match(xml, /<content type="html">&lt;p&gt;&lt;img /)
		assert.match(
			xml,
			/First &amp;lt;b&amp;gt;paragraph/,
			"the reader's markup is text, escaped twice inside the content",
		)
		assert.doesNotMatch(xml, /<b>|<script/)
	})

	it('writes RSS 2.0 with RFC 822 dates and permalinks', () => {
		const xml = renderFeed(feed([entryItem(ORIGIN, row)]), 'rss')
		assert.match(xml, /<rss version="2\.0" xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom">/)
		assert.match(xml, /<guid isPermaLink="true">https:\/\/dogear\.example\/entry\/e1<\/guid>/)
		assert.match(xml, /<pubDate>Sat, 21 Nov 2026 10:00:00 GMT<\/pubDate>/)
		assert.match(xml, /<lastBuildDate>Sun, 22 Nov 2026 01:00:00 GMT<\/lastBuildDate>/)
		assert.match(xml, /<description>&lt;p&gt;/)
	})
})
