import { type Context, Hono } from 'hono'
import {
	ClubPollInput,
	type ClubPollResponse,
	type ClubPollsResponse,
	ClubVoteInput,
} from '../../shared/schemas/club-polls.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { memberClub, moderatedClub } from './club-access.ts'
import { canModerate } from './club-policy.ts'
import { pollViews } from './club-poll-views.ts'
import { castVote, closePoll, openPoll, withdrawVote } from './club-poll-write.ts'
import { clubWithContent } from './club-schedule-access.ts'

/** Polls for a club's next book (shared/schemas/club-polls.ts). Mounted at /api. */
export function clubPollRoutes({ db }: { db: Database }) {
	const respond = async (c: Context<AppEnv>, clubId: string, pollId: string, status: 200 | 201 = 200) => {
		const seen = await clubWithContent(db, clubId, c.var.user)
		const [poll] = await pollViews(db, seen, c.var.user, pollId)
		if (!poll) throw notFound('Poll')
		return c.json({ poll } satisfies ClubPollResponse, status)
	}
	return new Hono<AppEnv>()
		.get('/clubs/:id/polls', async (c) => {
			const seen = await clubWithContent(db, c.req.param('id'), c.var.user)
			return c.json({
				polls: await pollViews(db, seen, c.var.user),
				can: { open: canModerate(seen.membership) },
			} satisfies ClubPollsResponse)
		})
		.post('/clubs/:id/polls', async (c) => {
			const user = requireUser(c)
			const { bookIds } = await readJson(c, ClubPollInput)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			return respond(c, club.id, await openPoll(db, club.id, user.id, bookIds), 201)
		})
		.put('/clubs/:id/polls/:pollId/vote', async (c) => {
			const user = requireUser(c)
			const { bookId } = await readJson(c, ClubVoteInput)
			const { club } = await memberClub(db, c.req.param('id'), user)
			await castVote(db, club.id, c.req.param('pollId'), user.id, bookId)
			return respond(c, club.id, c.req.param('pollId'))
		})
		.delete('/clubs/:id/polls/:pollId/vote', async (c) => {
			const user = requireUser(c)
			const { club } = await memberClub(db, c.req.param('id'), user)
			await withdrawVote(db, club.id, c.req.param('pollId'), user.id)
			return respond(c, club.id, c.req.param('pollId'))
		})
		.post('/clubs/:id/polls/:pollId/close', async (c) => {
			const user = requireUser(c)
			const { club } = await moderatedClub(db, c.req.param('id'), user)
			await closePoll(db, club.id, c.req.param('pollId'), user.id)
			return respond(c, club.id, c.req.param('pollId'))
		})
}
