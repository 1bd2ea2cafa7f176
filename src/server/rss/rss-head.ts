import { listFeedPath, userFeedPath } from '../../shared/page-routes.ts'
import type { Database } from '../db/schema.ts'
import type { PageHead } from '../http/web-pages.ts'
import { findList } from '../lists/list-queries.ts'
import { canViewProfile, STRANGER } from '../profiles/profile-policy.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { canView } from '../visibility/visibility-policy.ts'
import { escapeXml as escape } from './rss-document.ts'

const PROFILE = /^\/u\/([^/]+)\/?$/
const LIST = /^\/list\/([^/]+)\/?$/

const alternate = (title: string, href: string) =>
	`<link rel="alternate" type="application/atom+xml" title="${escape(title)}" href="${escape(href)}">`

/**
 * Feed autodiscovery: a public profile's page names its diary and reviews feeds, a public list's page its
 * feed, so a feed reader given the page's address finds them. Nothing where the feed itself would be a 404.
 */
export function rssHead(db: Database): PageHead {
	return async (path) => {
		const profile = PROFILE.exec(path)
		if (profile) {
			const row = await findProfileByUsername(db, profile[1]!)
			if (
				!row ||
				!canViewProfile(null, row, STRANGER) ||
				(await loadOwnerRelation(db, null, row.userId)).ownerSuspended
			)
				return null
			const name = row.name || row.username
			return (
				alternate(`${name}’s diary`, userFeedPath(row.username, 'diary')) +
				alternate(`${name}’s reviews`, userFeedPath(row.username, 'reviews'))
			)
		}
		const list = LIST.exec(path)
		if (list) {
			const row = await findList(db, list[1]!)
			if (!row || !canView(null, row, await loadOwnerRelation(db, null, row.userId))) return null
			return alternate(row.name, listFeedPath(row.id))
		}
		return null
	}
}
