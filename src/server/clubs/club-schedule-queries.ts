import type { Database, Visibility } from '../db/schema.ts'

/** The sections of the club's schedule for this book, in reading order. */
export function findSections(db: Database, clubId: string, bookId: string) {
	return db
		.selectFrom('clubSection')
		.select(['id', 'position', 'title', 'endPage', 'dueOn'])
		.where('clubId', '=', clubId)
		.where('bookId', '=', bookId)
		.orderBy('position')
		.execute()
}
export type SectionRow = Awaited<ReturnType<typeof findSections>>[number]

export async function countThreads(db: Database, sectionIds: string[]) {
	if (sectionIds.length === 0) return new Map<string, number>()
	const rows = await db
		.selectFrom('clubThread')
		.select((eb) => ['sectionId', eb.fn.countAll().as('count')])
		.where('sectionId', 'in', sectionIds)
		.groupBy('sectionId')
		.execute()
	return new Map(rows.map((row) => [row.sectionId ?? '', Number(row.count)]))
}

/** The club's members (not those invited or asking), by when they joined. */
export function findMembers(db: Database, clubId: string) {
	return db
		.selectFrom('clubMember')
		.innerJoin('user', 'user.id', 'clubMember.userId')
		.select(['clubMember.userId', 'clubMember.role', 'user.username', 'user.name', 'user.image'])
		.where('clubMember.clubId', '=', clubId)
		.where('clubMember.status', '=', 'member')
		.orderBy('clubMember.joinedAt')
		.orderBy('clubMember.userId')
		.execute()
}

export type ProgressFacts = {
	shelf: { status: string; visibility: Visibility } | undefined
	/** The newest progress update. */
	progress: { page: number | null; percent: number | null; visibility: Visibility } | undefined
}

/** Each reader's shelving of the book and newest progress update on it, in two queries for the whole club. */
export async function findProgressFacts(
	db: Database,
	bookId: string,
	userIds: string[],
): Promise<Map<string, ProgressFacts>> {
	const facts = new Map<string, ProgressFacts>(userIds.map((id) => [id, { shelf: undefined, progress: undefined }]))
	if (userIds.length === 0) return facts
	const [shelves, updates] = await Promise.all([
		db
			.selectFrom('shelf')
			.select(['userId', 'status', 'visibility'])
			.where('bookId', '=', bookId)
			.where('userId', 'in', userIds)
			.execute(),
		db
			.selectFrom('progress')
			.select(['userId', 'page', 'percent', 'visibility'])
			.where('bookId', '=', bookId)
			.where('userId', 'in', userIds)
			.orderBy('createdAt', 'desc')
			.orderBy('id', 'desc')
			.execute(),
	])
	for (const shelf of shelves) facts.get(shelf.userId)!.shelf = shelf
	for (const update of updates) {
		const fact = facts.get(update.userId)!
		fact.progress ??= update
	}
	return facts
}

export function setCurrentBook(db: Database, clubId: string, bookId: string | null, at: string) {
	return db
		.updateTable('club')
		.set({ currentBookId: bookId, updatedAt: at })
		.where('id', '=', clubId)
		.executeTakeFirst()
}
