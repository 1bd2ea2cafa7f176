/**
 * The like and reread marks of a diary row or an entry: small icons for the eye, their words for screen readers
 * and, on hover, as a tooltip. Nothing is drawn for a mark that is not set.
 */
export function EntryMarks({ liked, reread }: { liked: boolean; reread: boolean }) {
	if (!liked && !reread) return null
	return (
		<span className="entry-marks">
			{liked && (
				<span className="entry-mark entry-mark--liked" title="Liked">
					<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
						<path
							d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
							fill="currentColor"
						/>
					</svg>
					<span className="visually-hidden">Liked</span>
				</span>
			)}
			{reread && (
				<span className="entry-mark entry-mark--reread" title="Reread">
					<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
						<path
							d="M4 12a8 8 0 0 1 13.7-5.6M20 12a8 8 0 0 1-13.7 5.6"
							fill="none"
							stroke="currentColor"
							strokeWidth="2.2"
							strokeLinecap="round"
						/>
						<path
							d="M18.5 2.5v4.5H14M5.5 21.5V17H10"
							fill="none"
							stroke="currentColor"
							strokeWidth="2.2"
							strokeLinecap="round"
							strokeLinejoin="round"
						/>
					</svg>
					<span className="visually-hidden">Reread</span>
				</span>
			)}
		</span>
	)
}
