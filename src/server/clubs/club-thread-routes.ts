import { Hono } from 'hono'
import {
	ClubDiscussionMessages,
	ClubThreadQuery,
	NewClubThreadInput,
	type ClubDiscussionResponse,
	type ClubThreadResponse,
} from '../../shared/schemas/club-discussion.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson, readQuery } from '../http/validate.ts'
import { memberClub } from './club-access.ts'
import { discussionContext } from './club-discussion-context.ts'
import { threadResponse } from './club-discussion-load.ts'
import { discussionView } from './club-discussion-views.ts'
import { startClubThread } from './club-thread-start.ts'
import { findClubSections, findClubThreads } from './club-thread-queries.ts'

const badSection = () =>
	new ApiError(400, 'validation_failed', ClubDiscussionMessages.sectionInvalid, {
		sectionId: ClubDiscussionMessages.sectionInvalid,
	})

/** A club's threads (shared/schemas/club-discussion.ts): members only, 404 for everyone else. Mounted at /api. */
export function clubThreadRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>()
		.get('/clubs/:id/threads', async (c) => {
			const user = requireUser(c)
			const { club } = await memberClub(db, c.req.param('id'), user)
			const [{ sections, context }, threads] = await Promise.all([
				discussionContext(db, club, user.id),
				findClubThreads(db, club.id, user.id),
			])
			return c.json(discussionView(sections, threads, context) satisfies ClubDiscussionResponse)
		})
		.post('/clubs/:id/threads', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, NewClubThreadInput)
			const seen = await memberClub(db, c.req.param('id'), user)
			const sections = await findClubSections(db, seen.club.id)
			// Threads are started about the book the club reads now; earlier books' threads stay as they are.
			if (
				input.sectionId !== null &&
				!sections.some((s) => s.id === input.sectionId && s.bookId === seen.club.currentBookId)
			)
				throw badSection()
			const threadId = await startClubThread(db, {
				club: seen.club,
				sections,
				sectionId: input.sectionId,
				authorId: user.id,
				title: input.title,
				body: input.body,
			})
			// Its author sees what they wrote, whether or not they have reached the section.
			return c.json((await threadResponse(db, seen, threadId, user.id, true)) satisfies ClubThreadResponse, 201)
		})
		.get('/clubs/:id/threads/:threadId', async (c) => {
			const user = requireUser(c)
			const { reveal } = readQuery(c, ClubThreadQuery)
			const seen = await memberClub(db, c.req.param('id'), user)
			return c.json(
				(await threadResponse(db, seen, c.req.param('threadId'), user.id, reveal === '1')) satisfies ClubThreadResponse,
			)
		})
}
