import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { bookPath, entryPath, listPath, publicProfilePath } from '../../../shared/page-routes.ts'
import type { FeedItem } from '../../../shared/schemas/feed.ts'
import { SHELF_LABELS } from '../../../shared/schemas/shelves.ts'
import type { ReaderRef } from '../../../shared/schemas/visibility.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Stars } from '../../components/ui/stars.tsx'
import { changedFieldsText } from '../activity/activity-words.ts'
import { clubSentence } from '../activity/club-activity.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** One thing a followed reader did: who, a sentence in plain words, when, and for a logged read its review's start. */
export function FeedLine({ item }: { item: FeedItem }) {
	const dates = useReaderTime()
	const name = item.reader.name || item.reader.username
	return (
		<li className="feed-item">
			<Avatar src={item.reader.image} name={name} size="small" />
			<div className="feed-item__body">
				<p className="feed-item__text">
					<ReaderName reader={item.reader} /> {sentence(item)}
				</p>
				{item.entry && <ReviewStart entry={item.entry} />}
				<time className="feed-item__time" dateTime={item.createdAt} title={dates.dateTime(item.createdAt)}>
					{dates.ago(item.createdAt)}
				</time>
			</div>
		</li>
	)
}

function ReaderName({ reader }: { reader: ReaderRef }) {
	return (
		<Link to={publicProfilePath(reader.username)} className="feed-item__reader">
			{reader.name || reader.username}
		</Link>
	)
}

function BookName({ item, toEntry = false }: { item: FeedItem; toEntry?: boolean }) {
	if (!item.book) return <>a book that is no longer in the catalogue</>
	return <Link to={toEntry && item.entry ? entryPath(item.entry.id) : bookPath(item.book)}>{item.book.title}</Link>
}

function ReviewStart({ entry }: { entry: NonNullable<FeedItem['entry']> }) {
	if (entry.spoilers && entry.reviewed) {
		return (
			<p className="feed-item__spoilers">
				The review has spoilers: <Link to={entryPath(entry.id)}>open it to read</Link>.
			</p>
		)
	}
	if (!entry.excerpt) return null
	return <blockquote className="feed-item__excerpt">{entry.excerpt}</blockquote>
}

function sentence(item: FeedItem): ReactNode {
	const { details, entry } = item
	switch (item.kind) {
		case 'logged':
			return (
				<>
					{entry?.reread ? 'reread' : 'read'} <BookName item={item} toEntry />
					{entry?.rating != null && (
						<>
							{' '}
							<Stars rating={entry.rating} size="small" />
						</>
					)}
					{entry?.liked && ' and liked it'}
				</>
			)
		case 'updated': {
			const changed = changedFieldsText(details.fields)
			return (
				<>
					updated their entry for <BookName item={item} toEntry />
					{changed && ` (${changed})`}
				</>
			)
		}
		case 'shelved':
			return (
				<>
					shelved <BookName item={item} /> as {details.status ? SHELF_LABELS[details.status] : 'nothing'}
				</>
			)
		case 'progress':
			return (
				<>
					{details.page != null
						? `is on page ${details.page.toLocaleString('en-US')} of `
						: `is ${details.percent ?? 0}% through `}
					<BookName item={item} />
					{details.note ? `: “${details.note}”` : ''}
				</>
			)
		case 'list_created':
			return (
				<>
					made a list: {item.list ? <Link to={listPath(item.list.id)}>{item.list.name}</Link> : 'a list that is gone'}
				</>
			)
		case 'followed':
			return <>followed {item.other ? <ReaderName reader={item.other} /> : 'a reader'}</>
		default:
			return clubSentence({ ...item, kind: item.kind })
	}
}
