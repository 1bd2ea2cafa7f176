import type { Database } from '../db/schema.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { loadYearInReview } from './load-stats.ts'
import { canViewStats, isShareable } from './stats-policy.ts'

const YEAR_REVIEW = /^\/u\/([^/]+)\/year\/(\d{4})\/?$/
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/**
 * Open Graph tags for a shareable year in review (/u/<username>/year/<year>), so a link pasted elsewhere shows
 * a title, a summary and the best-rated book's cover. Computed as a visitor sees the page: nothing for a
 * private profile, and only public entries in the numbers. Every other path gets nothing.
 */
export function yearReviewHead(db: Database, origin: string) {
	return async (path: string): Promise<string | null> => {
		const match = YEAR_REVIEW.exec(path)
		if (!match) return null
		const row = await findProfileByUsername(db, match[1]!)
		if (!row || !isShareable(row)) return null
		const relation = await loadOwnerRelation(db, null, row.userId)
		if (!canViewStats(null, row, relation)) return null
		const year = Number(match[2])
		const owner = { userId: row.userId, reader: { username: row.username, name: row.name, image: null } }
		const review = await loadYearInReview(db, owner, null, relation, year, true)
		const { books, pages } = review.stats.totals
		const name = row.name || row.username
		const cover = review.topRated[0]?.book ?? review.first?.book
		const tags: [string, string][] = [
			['og:type', 'website'],
			['og:site_name', 'Dogear'],
			['og:title', `${name}’s ${year} in books`],
			[
				'og:description',
				books === 0
					? `${name} has not logged a book read in ${year} yet.`
					: `${name} read ${count(books, 'book', 'books')} and ${count(pages, 'page', 'pages')} in ${year}.`,
			],
			['og:url', `${origin}${path}`],
		]
		if (cover)
			tags.push(
				['og:image', `${origin}/api/covers/${encodeURIComponent(cover.id)}?h=150&dpr=2`],
				['og:image:alt', `The cover of ${cover.title}`],
			)
		return tags.map(([property, content]) => `<meta property="${property}" content="${escape(content)}">`).join('')
	}
}
