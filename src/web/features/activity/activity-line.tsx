import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { bookPath, entryPath, listPath, publicProfilePath } from '../../../shared/page-routes.ts'
import type { ActivityItem } from '../../../shared/schemas/activity.ts'
import { SHELF_LABELS } from '../../../shared/schemas/shelves.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { changedFieldsText } from './activity-words.ts'
import { clubSentence } from './club-activity.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** One thing the reader did, as a sentence in plain words, and when. */
export function ActivityLine({ item }: { item: ActivityItem }) {
	const dates = useReaderTime()
	return (
		<li className="activity-line">
			<p className="activity-line__text">{sentence(item)}</p>
			<time className="activity-line__time" dateTime={item.createdAt} title={dates.dateTime(item.createdAt)}>
				{dates.ago(item.createdAt)}
			</time>
		</li>
	)
}

/** The book's title, linking to the entry when there is one to open, else to the book. */
function BookName({ item, toEntry = false }: { item: ActivityItem; toEntry?: boolean }) {
	if (!item.book) return <>a book that is no longer in the catalogue</>
	const to = toEntry && item.entry ? entryPath(item.entry.id) : bookPath(item.book)
	return <Link to={to}>{item.book.title}</Link>
}

function sentence(item: ActivityItem): ReactNode {
	const { details, entry } = item
	switch (item.kind) {
		case 'logged':
			return (
				<>
					You logged <BookName item={item} toEntry />
					{entry?.rating != null && (
						<>
							{' '}
							<Stars rating={entry.rating} size="small" />
						</>
					)}
					{entry?.reread && ' (a reread)'}
					{entry?.liked && ' and liked it'}
				</>
			)
		case 'updated': {
			const changed = changedFieldsText(details.fields)
			return (
				<>
					You updated your entry for <BookName item={item} toEntry />
					{changed && ` (${changed})`}
				</>
			)
		}
		case 'deleted':
			return (
				<>
					You deleted an entry for <BookName item={item} />
				</>
			)
		case 'shelved':
			return (
				<>
					You shelved <BookName item={item} /> as {details.status ? SHELF_LABELS[details.status] : 'nothing'}
				</>
			)
		case 'progress':
			return (
				<>
					{details.page != null
						? `You are on page ${details.page.toLocaleString('en-US')} of `
						: `You are ${details.percent ?? 0}% through `}
					<BookName item={item} />
					{details.note ? `: “${details.note}”` : ''}
				</>
			)
		case 'list_created':
			return (
				<>
					You made a list:{' '}
					{item.list ? <Link to={listPath(item.list.id)}>{item.list.name}</Link> : 'a list that is gone'}
				</>
			)
		case 'followed':
			return (
				<>
					You followed{' '}
					{item.reader ? (
						<Link to={publicProfilePath(item.reader.username)}>{item.reader.name || item.reader.username}</Link>
					) : (
						'a reader'
					)}
				</>
			)
		default:
			return <>You {clubSentence({ ...item, kind: item.kind })}</>
	}
}
