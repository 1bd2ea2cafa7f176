import type { ColumnType } from 'kysely'

// The book clubs' tables (migration 0014, src/server/clubs), apart from schema.ts to keep each file readable.

/** A book club (src/server/clubs). 'invite' clubs and all they hold are seen by their members alone. */
export interface ClubTable {
	id: string
	ownerId: string
	name: string
	description: ColumnType<string, string | undefined, string>
	/** 'pictures/<uuid>', sized like a profile picture ('-512.webp', '-128.webp'). */
	pictureKey: ColumnType<string | null, string | null | undefined, string | null>
	access: 'public' | 'invite'
	/** The invite link's secret; replaced to revoke the old link, null when there is none. */
	inviteToken: ColumnType<string | null, string | null | undefined, string | null>
	/** Name and description folded for search (foldText), written with them. */
	searchText: ColumnType<string, string | undefined, string>
	currentBookId: ColumnType<string | null, string | null | undefined, string | null>
	createdAt: string
	updatedAt: string
}
export type ClubRole = 'owner' | 'moderator' | 'member'
export type ClubMemberStatus = 'member' | 'requested' | 'invited'
/** A reader's place in a club: a member with a role, or a pending request or invitation. */
export interface ClubMemberTable {
	clubId: string
	userId: string
	role: ColumnType<ClubRole, ClubRole | undefined, ClubRole>
	status: ClubMemberStatus
	invitedById: ColumnType<string | null, string | null | undefined, string | null>
	createdAt: string
	joinedAt: ColumnType<string | null, string | null | undefined, string | null>
}
/** A part of a club's book to read by dueOn (YYYY-MM-DD): from the page after the previous section's endPage to endPage. */
export interface ClubSectionTable {
	id: string
	clubId: string
	bookId: string
	position: number
	title: string
	endPage: number
	dueOn: string
	createdAt: string
}
/** A discussion thread: about a section (hidden from members who have not reached it) or general (sectionId null). */
export interface ClubThreadTable {
	id: string
	clubId: string
	sectionId: string | null
	userId: string
	title: string
	createdAt: string
	/** The newest post's time. */
	updatedAt: string
}
/** A post in a thread; a reply has the top-level post it answers as parentId (one level only). */
export interface ClubPostTable {
	id: string
	threadId: string
	userId: string
	parentId: string | null
	body: string
	createdAt: string
	updatedAt: string
}
export interface ClubPostLikeTable {
	postId: string
	userId: string
	createdAt: string
}
/** A vote on the club's next book; closing it sets winnerBookId as the club's current book. */
export interface ClubPollTable {
	id: string
	clubId: string
	userId: string | null
	status: 'open' | 'closed'
	winnerBookId: ColumnType<string | null, string | null | undefined, string | null>
	createdAt: string
	closedAt: ColumnType<string | null, string | null | undefined, string | null>
}
export interface ClubPollOptionTable {
	pollId: string
	bookId: string
	position: number
}
/** One vote per member per poll, for one of its options. */
export interface ClubVoteTable {
	pollId: string
	userId: string
	bookId: string
	createdAt: string
}
