import { sql } from 'kysely'
import type { ClubSearchPage, ClubSummary, MyClubsResponse } from '../../shared/schemas/club-core.ts'
import { searchTerms } from '../books/search-text.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { pictureUrl } from '../storage/picture-upload.ts'
import { notBlockedBetween } from '../visibility/visibility-sql.ts'

/** Clubs with their owners, member counts and the viewer's row, ready for clubSummary; callers add where and order. */
function selectClubSummaries(db: Database, viewerId: string | null) {
	return db
		.selectFrom('club')
		.innerJoin('user as owner', 'owner.id', 'club.ownerId')
		.leftJoin('clubMember as mine', (join) =>
			join.onRef('mine.clubId', '=', 'club.id').on('mine.userId', '=', viewerId ?? ''),
		)
		.select((eb) => [
			'club.id',
			'club.name',
			'club.description',
			'club.access',
			'club.pictureKey',
			'club.updatedAt',
			'owner.username',
			'owner.name as ownerName',
			'owner.image',
			'mine.status',
			'mine.role',
			eb
				.selectFrom('clubMember')
				.select((c) => c.fn.countAll<number | string>().as('n'))
				.whereRef('clubMember.clubId', '=', 'club.id')
				.where('clubMember.status', '=', 'member')
				.as('memberCount'),
		])
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectClubSummaries>['execute']>>[number]

function clubSummary(row: SummaryRow): ClubSummary {
	return {
		id: row.id,
		name: row.name,
		description: row.description,
		access: row.access,
		pictureUrl: row.pictureKey ? pictureUrl(row.pictureKey, 128) : null,
		owner: { username: row.username, name: row.ownerName, image: row.image },
		memberCount: Number(row.memberCount),
		viewer: row.status && row.role ? { status: row.status, role: row.role } : null,
		updatedAt: row.updatedAt,
	}
}

/** The reader's clubs, invitations and requests, each by name. Clubs are few per reader: no pages. */
export async function myClubs(db: Database, userId: string): Promise<MyClubsResponse> {
	const rows = await selectClubSummaries(db, userId)
		.where('mine.userId', '=', userId)
		.orderBy(sql`lower("club"."name")`)
		.orderBy('club.id')
		.execute()
	const having = (status: string) => rows.filter((row) => row.status === status).map(clubSummary)
	return { clubs: having('member'), invitations: having('invited'), requests: having('requested') }
}

/**
 * Clubs whose name or description holds every word of the query (folded as searchText is, so case and accents
 * do not matter), newest-updated first: public clubs, and invite-only ones only to their members, so search
 * never tells an outsider that an invite-only club exists. Clubs whose owner and the viewer blocked each other
 * are left out, as visibleClub would answer 404 for them.
 */
export async function searchClubs(
	db: Database,
	viewerId: string | null,
	query: { q: string; cursor?: string | undefined; limit: number },
): Promise<ClubSearchPage> {
	const terms = searchTerms(query.q)
	if (terms.length === 0) return { clubs: [], nextCursor: null }
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string'] as const) : null
	let select = selectClubSummaries(db, viewerId)
		.where((eb) => eb.or([eb('club.access', '=', 'public'), eb('mine.status', '=', 'member')]))
		.$if(viewerId !== null, (q) =>
			q.where((eb) =>
				eb.or([eb('mine.status', '=', 'member'), notBlockedBetween(viewerId ?? '', sql.ref('club.ownerId'))]),
			),
		)
		.$if(after !== null, (q) =>
			q.where((eb) => eb(eb.refTuple('club.updatedAt', 'club.id'), '<', eb.tuple(after![0], after![1]))),
		)
	for (const term of terms) select = select.where('club.searchText', 'like', `%${term}%`)
	const rows = await select
		.orderBy('club.updatedAt', 'desc')
		.orderBy('club.id', 'desc')
		.limit(query.limit + 1)
		.execute()
	const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.updatedAt, row.id])
	return { clubs: shown.map(clubSummary), nextCursor }
}
