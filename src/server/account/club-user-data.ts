import { handOverClubs, orphanedClubFiles } from '../clubs/club-handover.ts'
import type { DB } from '../db/schema.ts'
import { pictureFiles } from '../storage/picture-upload.ts'
import { none, type TableRule } from './user-data-rules.ts'

/** The book clubs' tables in the reader's data map (user-data.ts), in the order deletion runs them. */
export const CLUB_USER_DATA: { [Table in keyof DB & `club${string}`]: TableRule } = {
	club: {
		relation:
			'the clubs the reader owns (ownerId): name, description, access, picture, current book. On deletion each goes to its longest-standing moderator, else its longest-standing member; a club with nobody else goes with its picture',
		export: (db, o) =>
			db
				.selectFrom('club')
				.select(['id', 'name', 'description', 'access', 'pictureKey', 'currentBookId', 'createdAt', 'updatedAt'])
				.where('ownerId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => handOverClubs(db, o.id),
		files: async (db, o) => (await orphanedClubFiles(db, o.id)).flatMap(pictureFiles),
	},
	clubMember: {
		relation: "the reader's memberships, requests and invitations (userId), with their role",
		export: (db, o) =>
			db
				.selectFrom('clubMember')
				.select(['clubId', 'role', 'status', 'createdAt', 'joinedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubMember').where('userId', '=', o.id).execute(),
	},
	clubSection: {
		relation: "the reading schedules of the reader's clubs (through clubId); they belong to the club, not to a member",
		export: none,
		erase: none,
	},
	clubThread: {
		relation: 'discussion threads the reader started (userId); they go with the reader, and their posts with them',
		export: (db, o) =>
			db
				.selectFrom('clubThread')
				.select(['id', 'clubId', 'sectionId', 'title', 'createdAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubThread').where('userId', '=', o.id).execute(),
	},
	clubPost: {
		relation: 'posts the reader wrote in club discussions (userId)',
		export: (db, o) =>
			db
				.selectFrom('clubPost')
				.select(['id', 'threadId', 'parentId', 'body', 'createdAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubPost').where('userId', '=', o.id).execute(),
	},
	clubPostLike: {
		relation: 'club posts the reader liked (userId)',
		export: (db, o) =>
			db
				.selectFrom('clubPostLike')
				.select(['postId', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubPostLike').where('userId', '=', o.id).execute(),
	},
	clubPoll: {
		relation: 'polls for a next book the reader opened (userId); they belong to the club and stay, without the opener',
		export: (db, o) =>
			db
				.selectFrom('clubPoll')
				.select(['id', 'clubId', 'status', 'winnerBookId', 'createdAt', 'closedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.updateTable('clubPoll').set({ userId: null }).where('userId', '=', o.id).execute(),
	},
	clubPollOption: {
		relation: "the candidate books of clubs' polls (through pollId); they belong to the club",
		export: none,
		erase: none,
	},
	clubVote: {
		relation: "the reader's votes in club polls (userId)",
		export: (db, o) =>
			db
				.selectFrom('clubVote')
				.select(['pollId', 'bookId', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubVote').where('userId', '=', o.id).execute(),
	},
}
