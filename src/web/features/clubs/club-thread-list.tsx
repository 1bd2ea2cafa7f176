import { Link } from 'react-router'
import { sectionLabel } from '../../../shared/club-sections.ts'
import { clubThreadPath } from '../../../shared/page-routes.ts'
import type {
	ClubDiscussionResponse,
	ClubDiscussionSection,
	ClubThreadSummary,
} from '../../../shared/schemas/club-discussion.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { longDay } from '../diary/diary-months.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

const posts = (n: number) => (n === 1 ? '1 post' : `${n.toLocaleString('en-US')} posts`)

/** What a reader who is not a member sees where the discussion would be: the server answers them 404. */
export function ClubDiscussionClosed() {
	return (
		<EmptyState title="For members only">
			<p>The discussion is the members' own. Join the club from its Overview to read it and take part.</p>
		</EmptyState>
	)
}

/** The club's threads: the sections in order, each with its threads, then the general ones. */
export function ClubThreadList({ clubId, discussion }: { clubId: string; discussion: ClubDiscussionResponse }) {
	return (
		<div className="club-thread-groups">
			{discussion.sections.map(({ section, threads }) => (
				<section key={section.id} className="club-thread-group" aria-labelledby={`section-${section.id}`}>
					<h2 id={`section-${section.id}`} className="club-thread-group__title">
						{sectionLabel(section)}
					</h2>
					<SectionFacts section={section} />
					<Threads clubId={clubId} threads={threads} section={section} />
				</section>
			))}
			<section className="club-thread-group" aria-labelledby="section-general">
				<h2 id="section-general" className="club-thread-group__title">
					General
				</h2>
				<p className="club-thread-group__facts muted">
					Anything about the club, or the book as a whole once everyone has read it.
				</p>
				<Threads clubId={clubId} threads={discussion.general} section={null} />
			</section>
		</div>
	)
}

function SectionFacts({ section }: { section: ClubDiscussionSection }) {
	const facts = [
		section.ofCurrentBook
			? `Up to page ${section.endPage}, by ${longDay(section.dueOn)}`
			: `From ${section.book.title}, an earlier book`,
		section.current ? 'the section the club is reading now' : null,
		section.reached ? null : 'you have not read to its end: its threads are hidden',
	]
	return <p className="club-thread-group__facts muted">{facts.filter(Boolean).join(' · ')}</p>
}

function Threads({
	clubId,
	threads,
	section,
}: {
	clubId: string
	threads: ClubThreadSummary[]
	section: ClubDiscussionSection | null
}) {
	const dates = useReaderTime()
	if (threads.length === 0) return <p className="club-thread-group__empty">No threads yet.</p>
	return (
		<ul className="club-thread-list">
			{threads.map((thread) => {
				const author = thread.author.name || thread.author.username
				return (
					<li key={thread.id} className="club-thread-item">
						<Link to={clubThreadPath(clubId, thread.id)} className="club-thread-item__link">
							{thread.title ??
								`A thread by ${author}, hidden until you finish ${section ? sectionLabel(section) : 'its section'}`}
						</Link>
						<p className="club-thread-item__meta muted">
							{thread.hidden ? null : `${author} · `}
							{posts(thread.postCount)} · last post{' '}
							<time dateTime={thread.updatedAt}>{dates.dateTime(thread.updatedAt)}</time>
						</p>
					</li>
				)
			})}
		</ul>
	)
}
