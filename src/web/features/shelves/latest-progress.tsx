import type { ProgressView } from '../../../shared/schemas/shelves.ts'
import { PlainText } from '../books/plain-text.tsx'
import { progressLabel } from './reading-format.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** The newest progress update: where the reader is, when they said so, and their note. */
export function LatestProgress({
	progress,
	pageCount,
}: {
	progress: ProgressView | undefined
	pageCount: number | null
}) {
	const dates = useReaderTime()
	if (!progress) return <p className="muted">No progress updates yet.</p>
	return (
		<div className="latest-progress">
			<p className="latest-progress__where">
				<span>{progressLabel(progress, pageCount)}</span>
				<span className="muted"> · {dates.longDate(progress.createdAt)}</span>
			</p>
			{progress.note && <PlainText text={progress.note} />}
		</div>
	)
}
