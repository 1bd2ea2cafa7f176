import { authorPath, bookPath, entryPath } from '../../shared/page-routes.ts'
import { linkParts, paragraphs } from '../../shared/plain-text.ts'
import { fromHalfStars, starParts } from '../../shared/ratings.ts'
import { escapeXml as escape, type FeedItem } from './rss-document.ts'

// Feed items from entries and list items, with HTML built from escaped text: a review's web addresses become
// links (http and https only, as on the pages), everything else stays text.

export type RssEntryRow = {
	id: string
	bookId: string
	title: string
	publishedDate: string | null
	readOn: string
	rating: number | null
	liked: number
	reread: number
	spoilers: number
	review: string
	createdAt: string
	updatedAt: string
}
export type RssListItemRow = {
	bookId: string
	title: string
	publishedDate: string | null
	authors: { id: string; name: string }[]
	position: number
	note: string
	addedAt: string
}

/** '★★★★½' for 4.5 stars. */
export function starText(stars: number): string {
	const { full, half } = starParts(stars)
	return `${'★'.repeat(full)}${half ? '½' : ''}`
}

const dayText = (day: string) =>
	new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const withYear = (title: string, publishedDate: string | null) =>
	publishedDate ? `${title} (${publishedDate.slice(0, 4)})` : title

/** Plain text as HTML paragraphs, line breaks kept, web addresses linked. */
export function textHtml(text: string): string {
	return paragraphs(text)
		.map((paragraph) => {
			const parts = linkParts(paragraph).map((part) =>
				part.href ? `<a href="${escape(part.href)}">${escape(part.text)}</a>` : escape(part.text),
			)
			return `<p>${parts.join('').replace(/\n/g, '<br>')}</p>`
		})
		.join('')
}

const coverHtml = (origin: string, bookId: string, title: string) =>
	`<p><img src="${escape(`${origin}/api/covers/${encodeURIComponent(bookId)}?h=150&dpr=1`)}" alt="${escape(`The cover of ${title}`)}" height="150"></p>`

/** A diary entry or review: its book and year, stars, the read day and marks, and the review unless it spoils. */
export function entryItem(origin: string, row: RssEntryRow): FeedItem {
	const stars = fromHalfStars(row.rating)
	const link = `${origin}${entryPath(row.id)}`
	const marks = [
		`Read on ${dayText(row.readOn)}`,
		stars !== null ? starText(stars) : null,
		row.liked ? 'liked' : null,
		row.reread ? 'a reread' : null,
	]
	let review = ''
	if (row.review !== '') {
		review = row.spoilers
			? `<p><em>This review contains spoilers: <a href="${escape(link)}">read it on Dogear</a>.</em></p>`
			: textHtml(row.review)
	}
	return {
		id: link,
		title: `${withYear(row.title, row.publishedDate)}${stars !== null ? ` – ${starText(stars)}` : ''}`,
		link,
		published: row.createdAt,
		updated: row.updatedAt,
		html: `${coverHtml(origin, row.bookId, row.title)}<p>${escape(marks.filter(Boolean).join(' · '))}</p>${review}`,
	}
}

/** A book on a list, at its place when the list is ranked, with the owner's note. */
export function listItem(origin: string, listUrl: string, ranked: boolean, row: RssListItemRow): FeedItem {
	const book = { id: row.bookId, title: row.title }
	const authors = row.authors
		.map((a) => `<a href="${escape(`${origin}${authorPath(a)}`)}">${escape(a.name)}</a>`)
		.join(', ')
	return {
		id: `${listUrl}#book-${row.bookId}`,
		title: `${ranked ? `${row.position}. ` : ''}${withYear(row.title, row.publishedDate)}`,
		link: `${origin}${bookPath(book)}`,
		published: row.addedAt,
		updated: row.addedAt,
		html: `${coverHtml(origin, row.bookId, row.title)}${authors ? `<p>by ${authors}</p>` : ''}${textHtml(row.note)}`,
	}
}
