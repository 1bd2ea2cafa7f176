import { type Context, Hono } from 'hono'
import { listFeedPath, listPath, publicProfilePath, userFeedPath } from '../../shared/page-routes.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { findList } from '../lists/list-queries.ts'
import { canViewProfile, STRANGER } from '../profiles/profile-policy.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { canView } from '../visibility/visibility-policy.ts'
import { FEED_CONTENT_TYPES, type FeedDocument, type FeedFormat, renderFeed } from './rss-document.ts'
import { entryItem, listItem } from './rss-items.ts'
import { findRssEntries, findRssListItems } from './rss-queries.ts'

/**
 * Atom and RSS feeds of a reader's public diary and reviews and of each public list, for feed readers:
 * /api/users/<username>/diary.atom (or .rss), …/reviews.atom, /api/lists/<id>/feed.atom. A feed is what a
 * visitor sees, whoever asks (feed readers send no cookies, and a feed URL is meant to be shared): a private
 * profile, a list that is not public, a suspended reader answer 404.
 */
export function rssRoutes({ db, config }: { db: Database; config: Config }) {
	const origin = config.appOrigin
	const send = (c: Context<AppEnv>, feed: FeedDocument, format: FeedFormat) => {
		c.header('Content-Type', FEED_CONTENT_TYPES[format])
		c.header('Cache-Control', 'no-cache')
		return c.body(renderFeed(feed, format))
	}
	return new Hono<AppEnv>()
		.get('/users/:username/:feed{(diary|reviews)\\.(atom|rss)}', async (c) => {
			const [which, format] = c.req.param('feed').split('.') as ['diary' | 'reviews', FeedFormat]
			const profile = await findProfileByUsername(db, c.req.param('username'))
			if (
				!profile ||
				!canViewProfile(null, profile, STRANGER) ||
				(await loadOwnerRelation(db, null, profile.userId)).ownerSuspended
			)
				throw notFound('Profile')
			const rows = await findRssEntries(db, profile.userId, which === 'reviews')
			const books = new Map((await bookSummaries(db, [...new Set(rows.map((r) => r.bookId))])).map((b) => [b.id, b]))
			const name = profile.name || profile.username
			return send(
				c,
				{
					title: which === 'diary' ? `${name}’s diary on Dogear` : `${name}’s reviews on Dogear`,
					description: which === 'diary' ? `Books ${name} logged on Dogear.` : `Reviews ${name} wrote on Dogear.`,
					link: `${origin}${publicProfilePath(profile.username)}`,
					self: `${origin}${userFeedPath(profile.username, which, format)}`,
					author: name,
					updated: rows[0]?.createdAt ?? profile.joinedAt,
					items: rows.flatMap((row) => {
						const book = books.get(row.bookId)
						return book ? [entryItem(origin, { ...row, title: book.title, publishedDate: book.publishedDate })] : []
					}),
				},
				format,
			)
		})
		.get('/lists/:id/:feed{feed\\.(atom|rss)}', async (c) => {
			const format = c.req.param('feed').split('.')[1] as FeedFormat
			const list = await findList(db, c.req.param('id'))
			if (!list || !canView(null, list, await loadOwnerRelation(db, null, list.userId))) throw notFound('List')
			const [owner, items] = await Promise.all([
				db.selectFrom('user').select(['name', 'username']).where('id', '=', list.userId).executeTakeFirstOrThrow(),
				findRssListItems(db, list.id),
			])
			const books = new Map(
				(
					await bookSummaries(
						db,
						items.map((i) => i.bookId),
					)
				).map((b) => [b.id, b]),
			)
			const listUrl = `${origin}${listPath(list.id)}`
			return send(
				c,
				{
					title: `${list.name}, a list by ${owner.name || owner.username}`,
					description: list.description || `A list on Dogear by ${owner.name || owner.username}.`,
					link: listUrl,
					self: `${origin}${listFeedPath(list.id, format)}`,
					author: owner.name || owner.username,
					updated: list.updatedAt,
					items: items.flatMap((item) => {
						const book = books.get(item.bookId)
						return book
							? [
									listItem(origin, listUrl, Boolean(list.ranked), {
										...item,
										title: book.title,
										publishedDate: book.publishedDate,
										authors: book.authors,
									}),
								]
							: []
					}),
				},
				format,
			)
		})
}
