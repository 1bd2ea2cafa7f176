import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { sectionLabel } from '../../../shared/club-sections.ts'
import { clubPath } from '../../../shared/page-routes.ts'
import type { ClubThreadResponse } from '../../../shared/schemas/club-discussion.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { ThreadedPostForm } from '../../components/threads/threaded-post-form.tsx'
import { Button } from '../../components/ui/button.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { ClubFrame } from './club-frame.tsx'
import { CLUB_POST_KIND, ClubPostItem } from './club-post-item.tsx'
import { ClubDiscussionClosed } from './club-thread-list.tsx'
import { useClubThread, usePostInThread } from './club-thread-hooks.ts'

/** /club/<id>/thread/<threadId>: one thread of the club's discussion, for its members. */
export function ClubThreadPage() {
	return (
		<ClubFrame title="Discussion">
			{(club) => (club.can.take_part ? <ThreadOfClub club={club} /> : <ClubDiscussionClosed />)}
		</ClubFrame>
	)
}

function ThreadOfClub({ club }: { club: ClubView }) {
	const threadId = useParams().threadId ?? ''
	// The reveal is in the address, so reloading keeps it and going back hides the thread again.
	const [search, setSearch] = useSearchParams()
	const reveal = search.get('reveal') === '1'
	const thread = useClubThread(club.id, threadId, reveal, true)
	return (
		<QueryState query={thread}>
			{(data) => (
				<ThreadBody
					club={club}
					data={data}
					revealing={reveal && thread.isPlaceholderData}
					onReveal={() => setSearch({ reveal: '1' })}
				/>
			)}
		</QueryState>
	)
}

function ThreadBody({
	club,
	data,
	revealing,
	onReveal,
}: {
	club: ClubView
	data: ClubThreadResponse
	revealing: boolean
	onReveal: () => void
}) {
	const { thread, posts } = data
	const navigate = useNavigate()
	const write = usePostInThread(club.id, thread.id)
	const heading = useRef<HTMLHeadingElement>(null)
	const [said, setSaid] = useState('')
	const section = thread.section ? sectionLabel(thread.section) : null
	const hiddenNote = `Hidden until you finish ${section ?? 'its section'}`
	useDocumentTitle(`${thread.title ?? 'Hidden thread'} · ${club.name}`)
	// After a reveal the text is new in the page: the heading takes focus so reading starts at the thread.
	const wasHidden = useRef(thread.hidden)
	useEffect(() => {
		if (wasHidden.current && !thread.hidden) heading.current?.focus()
		wasHidden.current = thread.hidden
	}, [thread.hidden])
	return (
		<article className="club-thread" aria-labelledby="club-thread-heading">
			<p className="club-thread__back">
				<Link to={clubPath(club.id, 'discussion')}>← All threads</Link>
			</p>
			<h2 id="club-thread-heading" ref={heading} tabIndex={-1} className="club-thread__title">
				{thread.title ?? 'Hidden thread'}
			</h2>
			<p className="club-thread__where muted">{section ? `About ${section}` : 'General thread'}</p>
			{thread.hidden && (
				<div className="club-thread__spoiler">
					<p>
						{section} — hidden until you finish it. You are not that far in the book yet, so its title and posts are not
						shown.
					</p>
					<Button variant="secondary" busy={revealing} onClick={onReveal}>
						Reveal this thread
					</Button>
				</div>
			)}
			{thread.revealed && (
				<p className="club-thread__revealed">
					You revealed this thread before finishing {section}: it may spoil the book.
				</p>
			)}
			<p role="status" className="visually-hidden">
				{said}
			</p>
			<ol className="club-post-list" aria-label={posts.length === 1 ? '1 post' : `${posts.length} posts`}>
				{posts.map((post) => (
					<ClubPostItem
						key={post.id}
						clubId={club.id}
						post={post}
						replies={post.replies}
						hiddenNote={hiddenNote}
						announce={setSaid}
						onDeleted={() => heading.current?.focus()}
						onThreadDeleted={() => navigate(clubPath(club.id, 'discussion'))}
					/>
				))}
			</ol>
			{!thread.hidden && (
				<ThreadedPostForm
					kind={CLUB_POST_KIND}
					id="new-post"
					label="Add a post"
					submitLabel="Post"
					save={(body) => write.mutateAsync({ body })}
					onSaved={() => setSaid('Your post was added.')}
				/>
			)}
		</article>
	)
}
