import { type Label, type Owner, type Viewer, isOwner, sees, seesReader } from './privacy-world.ts'
import { type Access, type Kind, type Target, type TargetOf, type WriteWorld, placeIn } from './write-world.ts'

// The authorization matrix: every write route, what it acts on and the product's rule of who may do it, in one
// table. The rules are written from the product's rules (the policies' doc comments, the decisions), not read
// off the handlers: what a viewer may not see answers 404 exactly as what does not exist; what they see but may
// not change answers 403 where the product says so (comments, posts, a club's own settings) and 404 where it
// never confirms what is not theirs (entries, lists, imports, a club's moderation to its members).

export type Signed = Exclude<Viewer, 'visitor'>
/** 'ok' is the row's own success status. */
export type Expect = 'ok' | 400 | 401 | 403 | 404 | 409
export type Send = { path: string; json?: unknown; picture?: true }
export type WriteRow = {
	/** The method and the route as the app registers it. */
	route: string
	on: Kind
	ok: 200 | 201 | 202 | 204
	rule: (viewer: Signed, target: Target) => Expect
	/** A request whose body passes validation, so that the rule alone decides. */
	send: (target: Target, w: WriteWorld) => Send
	/** An allowed request changes what other checks rely on: each allowed viewer acts on a copy of its own. */
	fresh?: true
	/** A signed-out visitor gets a 401 unless the route says otherwise. */
	visitor?: Expect
}
type KindRow<K extends Kind> = Omit<WriteRow, 'on' | 'rule' | 'send'> & {
	rule: (viewer: Signed, target: TargetOf<K>) => Expect
	send: (target: TargetOf<K>, w: WriteWorld) => Send
}

/** Rows of one kind; the runner hands each row only targets of its kind. */
function on<K extends Kind>(kind: K, rows: KindRow<K>[]): WriteRow[] {
	return rows.map((row) => ({
		...row,
		on: kind,
		rule: (v, t) => row.rule(v, t as TargetOf<K>),
		send: (t, w) => row.send(t as TargetOf<K>, w),
	}))
}

/** The owner alone: to everyone else it does not exist, seen or not (never confirm what they cannot change). */
const ownerAlone = (v: Signed, t: { owner: Owner }): Expect => (v === t.owner ? 'ok' : 404)
/** Whoever may see it. */
const whoSees = (v: Signed, t: { owner: Owner; visibility: 'public' | 'friends' | 'private' }): Expect =>
	sees(v, t.owner, t.visibility) ? 'ok' : 404
/** A report: of what the reporter may see, never of their own. */
const reportable = (visible: boolean, own: boolean): Expect => (!visible ? 404 : own ? 400 : 'ok')
const report = (targetKind: string, targetId: string) => ({
	path: '/api/reports',
	json: { targetKind, targetId, reason: 'spam' },
})

const seenReader = (v: Signed, r: { owner: Owner }): Expect => (sees(v, r.owner, 'always') ? 'ok' : 404)
const askedBy = (v: Signed, r: { owner: Owner }): Expect =>
	v === 'stranger' && sees(v, r.owner, 'always') ? 'ok' : 404

/** A comment is seen where its entry is, unless its author and the viewer blocked each other or the author was suspended. */
const entrySeen = (v: Signed, c: TargetOf<'comment'>) =>
	isOwner(c.entryOwner) ? sees(v, c.entryOwner, c.visibility) : c.visibility === 'public'
const commentSeen = (v: Signed, c: TargetOf<'comment'>) => entrySeen(v, c) && seesReader(v, c.author)

/** In a club: its owner and members take part; owner and moderators run it; a block with the owner hides it from non-members. */
const member = (v: Signed, access: Access) => placeIn(v, access)?.status === 'member'
const moderator = (v: Signed, access: Access) => member(v, access) && placeIn(v, access)?.role !== 'member'
const clubSeen = (v: Signed, access: Access) =>
	member(v, access) || (v !== 'blocked' && v !== 'blocker' && (access === 'public' || placeIn(v, access) !== null))
/** Members only: 404 to everyone else, since a reader not in a club has no business learning what is inside it. */
const membersOnly = (v: Signed, t: { access: Access }): Expect => (member(v, t.access) ? 'ok' : 404)
const moderatorsOnly = (v: Signed, t: { access: Access }): Expect => (moderator(v, t.access) ? 'ok' : 404)
/** The club's own settings: the owner's; a reader who sees the club is told it is not theirs. */
const clubOwner = (v: Signed, t: { access: Access }): Expect =>
	!clubSeen(v, t.access) ? 404 : v === 'owner' ? 'ok' : 403
const club = (t: { id: string }) => `/api/clubs/${t.id}`
const name = (w: WriteWorld, who: Label) => w.world.readers[who].username
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

export function writeRows(): WriteRow[] {
	return [
		...on('entry', [
			{
				route: 'PATCH /api/entries/:id',
				ok: 200,
				rule: ownerAlone,
				send: (e) => ({ path: `/api/entries/${e.id}`, json: { review: 'Changed by the matrix' } }),
			},
			{
				route: 'DELETE /api/entries/:id',
				ok: 204,
				rule: ownerAlone,
				fresh: true,
				send: (e) => ({ path: `/api/entries/${e.id}` }),
			},
			{
				route: 'POST /api/entries/:id/like',
				ok: 200,
				rule: whoSees,
				send: (e) => ({ path: `/api/entries/${e.id}/like`, json: {} }),
			},
			{
				route: 'DELETE /api/entries/:id/like',
				ok: 200,
				rule: whoSees,
				send: (e) => ({ path: `/api/entries/${e.id}/like` }),
			},
			{
				route: 'POST /api/entries/:id/comments',
				ok: 201,
				rule: whoSees,
				send: (e) => ({ path: `/api/entries/${e.id}/comments`, json: { body: 'A matrix comment' } }),
			},
			{
				route: 'POST /api/reports',
				ok: 201,
				rule: (v, e) => reportable(sees(v, e.owner, e.visibility), v === e.owner),
				send: (e) => report('entry', e.id),
			},
		]),
		...on('list', [
			{
				route: 'PATCH /api/lists/:id',
				ok: 200,
				rule: ownerAlone,
				send: (l) => ({ path: `/api/lists/${l.id}`, json: { description: 'Changed by the matrix' } }),
			},
			{
				route: 'DELETE /api/lists/:id',
				ok: 204,
				rule: ownerAlone,
				fresh: true,
				send: (l) => ({ path: `/api/lists/${l.id}` }),
			},
			{
				route: 'POST /api/lists/:id/items',
				ok: 201,
				rule: ownerAlone,
				fresh: true,
				send: (l, w) => ({ path: `/api/lists/${l.id}/items`, json: { bookId: w.books.added } }),
			},
			{
				route: 'PATCH /api/lists/:id/items/:bookId',
				ok: 200,
				rule: ownerAlone,
				send: (l) => ({ path: `/api/lists/${l.id}/items/${l.bookId}`, json: { note: 'A matrix note' } }),
			},
			{
				route: 'DELETE /api/lists/:id/items/:bookId',
				ok: 200,
				rule: ownerAlone,
				fresh: true,
				send: (l) => ({ path: `/api/lists/${l.id}/items/${l.bookId}` }),
			},
			{
				route: 'PUT /api/lists/:id/order',
				ok: 200,
				rule: ownerAlone,
				send: (l) => ({ path: `/api/lists/${l.id}/order`, json: { bookIds: [l.bookId] } }),
			},
			{
				route: 'POST /api/lists/:id/like',
				ok: 200,
				rule: whoSees,
				send: (l) => ({ path: `/api/lists/${l.id}/like`, json: {} }),
			},
			{
				route: 'DELETE /api/lists/:id/like',
				ok: 200,
				rule: whoSees,
				send: (l) => ({ path: `/api/lists/${l.id}/like` }),
			},
			{
				route: 'POST /api/reports',
				ok: 201,
				rule: (v, l) => reportable(sees(v, l.owner, l.visibility), v === l.owner),
				send: (l) => report('list', l.id),
			},
		]),
		...on('comment', [
			// Only its author changes what a comment says; its author and the entry's owner delete it.
			{
				route: 'PATCH /api/comments/:id',
				ok: 200,
				rule: (v, c) => (!commentSeen(v, c) ? 404 : v === c.author ? 'ok' : 403),
				send: (c) => ({ path: `/api/comments/${c.id}`, json: { body: 'Edited by the matrix' } }),
			},
			{
				route: 'DELETE /api/comments/:id',
				ok: 204,
				fresh: true,
				rule: (v, c) => (!commentSeen(v, c) ? 404 : v === c.author || v === c.entryOwner ? 'ok' : 403),
				send: (c) => ({ path: `/api/comments/${c.id}` }),
			},
			// A reply to a comment the viewer may not see is a bad parent, the same answer as for one that does not exist.
			{
				route: 'POST /api/entries/:id/comments',
				ok: 201,
				rule: (v, c) => (!entrySeen(v, c) ? 404 : !commentSeen(v, c) ? 400 : 'ok'),
				send: (c) => ({ path: `/api/entries/${c.entryId}/comments`, json: { body: 'A matrix reply', parentId: c.id } }),
			},
			{
				route: 'POST /api/reports',
				ok: 201,
				rule: (v, c) => reportable(commentSeen(v, c), v === c.author),
				send: (c) => report('comment', c.id),
			},
		]),
		...on('reader', [
			{
				route: 'POST /api/users/:username/follow',
				ok: 200,
				fresh: true,
				rule: (v, r) => (v === r.owner ? 400 : sees(v, r.owner, 'always') ? 'ok' : 404),
				send: (r) => ({ path: `/api/users/${r.username}/follow`, json: {} }),
			},
			// Following is between readers who see each other: blocks end follows and requests both ways, and a
			// suspended reader is shown to nobody, so each of these is a 404 for a reader the viewer may not see.
			{
				route: 'DELETE /api/users/:username/follow',
				ok: 200,
				fresh: true,
				rule: seenReader,
				send: (r) => ({ path: `/api/users/${r.username}/follow` }),
			},
			// Blocking protects the blocker: it works on anyone who exists, so that their unblocking or return does not reopen the way.
			{
				route: 'POST /api/users/:username/block',
				ok: 200,
				fresh: true,
				rule: (v, r) => (v === r.owner ? 400 : 'ok'),
				send: (r) => ({ path: `/api/users/${r.username}/block`, json: {} }),
			},
			{
				route: 'DELETE /api/users/:username/block',
				ok: 200,
				fresh: true,
				rule: () => 'ok',
				send: (r) => ({ path: `/api/users/${r.username}/block` }),
			},
			// Only 'stranger' was asked.
			{
				route: 'POST /api/me/follow-requests/:username/approve',
				ok: 200,
				fresh: true,
				rule: askedBy,
				send: (r) => ({ path: `/api/me/follow-requests/${r.username}/approve`, json: {} }),
			},
			{
				route: 'DELETE /api/me/follow-requests/:username',
				ok: 200,
				fresh: true,
				rule: askedBy,
				send: (r) => ({ path: `/api/me/follow-requests/${r.username}` }),
			},
			{
				route: 'DELETE /api/me/followers/:username',
				ok: 200,
				fresh: true,
				rule: seenReader,
				send: (r) => ({ path: `/api/me/followers/${r.username}` }),
			},
			{
				route: 'POST /api/reports',
				ok: 201,
				rule: (v, r) => reportable(sees(v, r.owner, 'always'), v === r.owner),
				send: (r) => report('profile', r.username),
			},
		]),
		...on('club', [
			{
				route: 'PATCH /api/clubs/:id',
				ok: 200,
				rule: clubOwner,
				send: (c) => ({ path: club(c), json: { description: 'Changed by the matrix' } }),
			},
			{ route: 'DELETE /api/clubs/:id', ok: 204, rule: clubOwner, fresh: true, send: (c) => ({ path: club(c) }) },
			{
				route: 'PUT /api/clubs/:id/picture',
				ok: 200,
				rule: clubOwner,
				send: (c) => ({ path: `${club(c)}/picture`, picture: true }),
			},
			{
				route: 'DELETE /api/clubs/:id/picture',
				ok: 200,
				rule: clubOwner,
				send: (c) => ({ path: `${club(c)}/picture` }),
			},
			// Anyone joins a public club; an invite-only one takes the readers it invited.
			{
				route: 'POST /api/clubs/:id/join',
				ok: 200,
				fresh: true,
				rule: (v, c) =>
					!clubSeen(v, c.access)
						? 404
						: member(v, c.access) || c.access === 'public' || placeIn(v, c.access)?.status === 'invited'
							? 'ok'
							: 403,
				send: (c) => ({ path: `${club(c)}/join`, json: {} }),
			},
			// The owner stays: a club goes only by deletion.
			{
				route: 'DELETE /api/clubs/:id/membership',
				ok: 204,
				fresh: true,
				rule: (v, c) => (!clubSeen(v, c.access) ? 404 : v === 'owner' ? 409 : 'ok'),
				send: (c) => ({ path: `${club(c)}/membership` }),
			},
			{
				route: 'POST /api/clubs/:id/invitations',
				ok: 201,
				fresh: true,
				rule: moderatorsOnly,
				send: (c, w) => ({ path: `${club(c)}/invitations`, json: { username: name(w, 'host') } }),
			},
			// 'closed' asked to join the invite-only club only; in the public one there is no request to accept.
			{
				route: 'POST /api/clubs/:id/members/:username/accept',
				ok: 200,
				fresh: true,
				rule: (v, c) => (!moderator(v, c.access) ? 404 : c.access === 'invite' ? 'ok' : 409),
				send: (c, w) => ({ path: `${club(c)}/members/${name(w, 'closed')}/accept`, json: {} }),
			},
			// Removing members and changing roles are shown to every reader who sees the club, and refused with a 403.
			{
				route: 'DELETE /api/clubs/:id/members/:username',
				ok: 200,
				fresh: true,
				rule: (v, c) => (!clubSeen(v, c.access) ? 404 : moderator(v, c.access) ? 'ok' : 403),
				send: (c, w) => ({ path: `${club(c)}/members/${name(w, 'follower')}` }),
			},
			{
				route: 'PUT /api/clubs/:id/members/:username/role',
				ok: 200,
				fresh: true,
				rule: clubOwner,
				send: (c, w) => ({ path: `${club(c)}/members/${name(w, 'follower')}/role`, json: { role: 'moderator' } }),
			},
			{
				route: 'POST /api/clubs/:id/invite-link',
				ok: 200,
				fresh: true,
				rule: moderatorsOnly,
				send: (c) => ({ path: `${club(c)}/invite-link`, json: {} }),
			},
			{
				route: 'DELETE /api/clubs/:id/invite-link',
				ok: 200,
				fresh: true,
				rule: moderatorsOnly,
				send: (c) => ({ path: `${club(c)}/invite-link` }),
			},
			// The link shows the club to whoever holds it, unless they and the owner blocked each other.
			{
				route: 'POST /api/club-invites/:token',
				ok: 200,
				fresh: true,
				rule: (v, c) => (member(v, c.access) || (v !== 'blocked' && v !== 'blocker') ? 'ok' : 404),
				send: (c) => ({ path: `/api/club-invites/${c.token}`, json: {} }),
			},
			{
				route: 'POST /api/clubs/:id/threads',
				ok: 201,
				rule: membersOnly,
				send: (c) => ({ path: `${club(c)}/threads`, json: { title: 'A matrix thread', body: 'Its first post' } }),
			},
			{
				route: 'PUT /api/clubs/:id/book',
				ok: 200,
				fresh: true,
				rule: moderatorsOnly,
				send: (c, w) => ({ path: `${club(c)}/book`, json: { bookId: w.books.other } }),
			},
			{
				route: 'PUT /api/clubs/:id/sections',
				ok: 200,
				fresh: true,
				rule: moderatorsOnly,
				send: (c) => ({
					path: `${club(c)}/sections`,
					json: { sections: [{ title: 'All of it', endPage: 100, dueOn: inAWeek() }] },
				}),
			},
			{
				route: 'POST /api/clubs/:id/polls',
				ok: 201,
				fresh: true,
				rule: moderatorsOnly,
				send: (c, w) => ({ path: `${club(c)}/polls`, json: { bookIds: [w.books.club, w.books.other] } }),
			},
		]),
		...on('thread', [
			{
				route: 'POST /api/clubs/:id/threads/:threadId/posts',
				ok: 201,
				rule: membersOnly,
				send: (t) => ({ path: `/api/clubs/${t.clubId}/threads/${t.id}/posts`, json: { body: 'A matrix post' } }),
			},
		]),
		...on('post', [
			// Only its author changes a post; its author and the club's moderators delete it.
			{
				route: 'PATCH /api/clubs/:id/posts/:postId',
				ok: 200,
				rule: (v, p) => (!member(v, p.access) ? 404 : v === p.author ? 'ok' : 403),
				send: (p) => ({ path: `/api/clubs/${p.clubId}/posts/${p.id}`, json: { body: 'Edited by the matrix' } }),
			},
			{
				route: 'DELETE /api/clubs/:id/posts/:postId',
				ok: 204,
				fresh: true,
				rule: (v, p) => (!member(v, p.access) ? 404 : v === p.author || moderator(v, p.access) ? 'ok' : 403),
				send: (p) => ({ path: `/api/clubs/${p.clubId}/posts/${p.id}` }),
			},
			{
				route: 'POST /api/clubs/:id/posts/:postId/like',
				ok: 200,
				rule: membersOnly,
				send: (p) => ({ path: `/api/clubs/${p.clubId}/posts/${p.id}/like`, json: {} }),
			},
			{
				route: 'DELETE /api/clubs/:id/posts/:postId/like',
				ok: 200,
				rule: membersOnly,
				send: (p) => ({ path: `/api/clubs/${p.clubId}/posts/${p.id}/like` }),
			},
		]),
		...on('poll', [
			{
				route: 'PUT /api/clubs/:id/polls/:pollId/vote',
				ok: 200,
				rule: membersOnly,
				send: (p) => ({ path: `/api/clubs/${p.clubId}/polls/${p.id}/vote`, json: { bookId: p.bookId } }),
			},
			{
				route: 'DELETE /api/clubs/:id/polls/:pollId/vote',
				ok: 200,
				rule: membersOnly,
				send: (p) => ({ path: `/api/clubs/${p.clubId}/polls/${p.id}/vote` }),
			},
			{
				route: 'POST /api/clubs/:id/polls/:pollId/close',
				ok: 200,
				fresh: true,
				rule: moderatorsOnly,
				send: (p) => ({ path: `/api/clubs/${p.clubId}/polls/${p.id}/close`, json: {} }),
			},
		]),
		...on('import', [
			{
				route: 'PUT /api/imports/:id/rows/:position',
				ok: 200,
				rule: ownerAlone,
				send: (i) => ({ path: `/api/imports/${i.id}/rows/1`, json: { action: 'skip' } }),
			},
			{
				route: 'POST /api/imports/:id/bulk',
				ok: 202,
				rule: ownerAlone,
				send: (i) => ({ path: `/api/imports/${i.id}/bulk`, json: { action: 'skip', rows: 'unmatched' } }),
			},
			{
				route: 'POST /api/imports/:id/run',
				ok: 200,
				fresh: true,
				rule: ownerAlone,
				send: (i) => ({ path: `/api/imports/${i.id}/run`, json: {} }),
			},
			{
				route: 'POST /api/imports/:id/cancel',
				ok: 200,
				fresh: true,
				rule: ownerAlone,
				send: (i) => ({ path: `/api/imports/${i.id}/cancel`, json: {} }),
			},
			{
				route: 'DELETE /api/imports/:id',
				ok: 204,
				fresh: true,
				rule: ownerAlone,
				send: (i) => ({ path: `/api/imports/${i.id}` }),
			},
		]),
		...on('token', [
			{
				route: 'DELETE /api/account/tokens/:id',
				ok: 204,
				fresh: true,
				rule: ownerAlone,
				send: (t) => ({ path: `/api/account/tokens/${t.id}` }),
			},
		]),
		...on('session', [
			{
				route: 'DELETE /api/account/sessions/:id',
				ok: 204,
				fresh: true,
				rule: ownerAlone,
				send: (s) => ({ path: `/api/account/sessions/${s.id}` }),
			},
		]),
		// The administrators' side answers everyone else, signed out too, as an unknown route does.
		...on('report', [
			{
				route: 'POST /api/admin/reports/:id/resolve',
				ok: 200,
				visitor: 404,
				rule: () => 404,
				send: (r) => ({ path: `/api/admin/reports/${r.id}/resolve`, json: { action: 'dismiss' } }),
			},
		]),
	]
}

/**
 * Every write route under /api that is no row of the matrix, with the reason: it acts on the viewer's own
 * account or on nobody's things. A new write route fails the test until it is one or the other. /api/v1 serves
 * the same routes with a token (api-privacy.test.ts).
 */
export const NOT_IN_THE_MATRIX: Record<string, string> = {
	'POST /api/auth/sign-up': 'makes a new account',
	'POST /api/remote/readers/:id/follow':
		"the viewer's own follow of a reader on another server; federation is off in this world (remote-follows.test.ts)",
	'DELETE /api/remote/readers/:id/follow':
		"the viewer's own follow of a reader on another server (remote-follows.test.ts)",
	'POST /api/remote/follow-requests/:id/approve':
		"requests to follow the viewer from other servers, by the remote reader's id (remote-follows.test.ts)",
	'DELETE /api/remote/follow-requests/:id':
		"requests to follow the viewer from other servers, by the remote reader's id (remote-follows.test.ts)",
	'DELETE /api/remote/followers/:id': "the viewer's own followers on other servers (remote-follows.test.ts)",
	'POST /api/auth/sign-in': 'signs in with a password',
	'POST /api/auth/sign-in/oidc': 'signs in with a provider',
	'POST /api/auth/sign-out': "ends the viewer's own session",
	'POST /api/auth/password-reset/request':
		'mails a reset link to the address given, saying the same whether it is known or not (password-reset.test.ts)',
	'POST /api/auth/password-reset': 'the reset link itself is the authority',
	'POST /api/csp-reports': "browsers' reports of the page's own policy",
	'POST /api/client-errors': "browsers' reports of a page that failed, written to the log only",
	'POST /api/account/password': "the viewer's own password",
	'POST /api/account/email': "the viewer's own e-mail address",
	'POST /api/account/password-reset': "a reset link to the viewer's own address",
	'POST /api/account/delete': "the viewer's own account",
	'POST /api/account/sessions/sign-out-others': "the viewer's own other sessions",
	'POST /api/account/tokens': 'makes one of the viewer’s own tokens',
	'PATCH /api/profile': "the viewer's own profile",
	'PUT /api/profile/picture': "the viewer's own picture",
	'DELETE /api/profile/picture': "the viewer's own picture",
	'PUT /api/profile/favourites': "the viewer's own favourites, of catalogue books everyone sees",
	'PUT /api/me/goals/:year': "the viewer's own reading goal",
	'DELETE /api/me/goals/:year': "the viewer's own reading goal",
	'POST /api/me/notifications/read': "the viewer's own notifications",
	'PUT /api/books/:id/shelf': "the viewer's own shelf, of a catalogue book everyone sees",
	'DELETE /api/books/:id/shelf': "the viewer's own shelf",
	'POST /api/books/:id/progress': "the viewer's own progress in a catalogue book",
	'POST /api/entries': 'makes one of the viewer’s own entries',
	'POST /api/lists': 'makes one of the viewer’s own lists',
	'POST /api/clubs': 'makes a club the viewer owns',
	'POST /api/imports': 'makes one of the viewer’s own imports',
	'POST /api/books': 'adds a catalogue book, which any reader may (book-edits.test.ts)',
	'POST /api/books/:bookId/editions': 'adds an edition of a catalogue book, which any reader may (editions.test.ts)',
	'POST /api/books/duplicates': 'changes nothing: catalogue books like the one described',
	'PATCH /api/books/:id': 'catalogue books, no reader’s things: their adder or an administrator (book-edits.test.ts)',
	'PUT /api/books/:id/cover': 'catalogue books: their adder or an administrator (book-edits.test.ts)',
	'POST /api/books/:id/edits/:editId/revert': 'catalogue books: their adder or an administrator (book-edits.test.ts)',
	'POST /api/admin/catalogue/imports':
		'administrators only: loads catalogue books, no reader’s things (catalogue.test.ts)',
	'POST /api/admin/instance-blocks':
		'administrators only: blocks a server, no reader’s things (instance-blocks.test.ts)',
	'DELETE /api/admin/instance-blocks/:host':
		'administrators only: unblocks a server, no reader’s things (instance-blocks.test.ts)',
}
