import { goalProgress } from '../../../shared/reading-goal.ts'
import type { ReadingGoal } from '../../../shared/schemas/stats.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** '23 of 40 books, 3 ahead of schedule' with a bar; the schedule is the reader's own today. */
export function GoalProgress({ goal }: { goal: ReadingGoal }) {
	const dates = useReaderTime()
	const progress = goalProgress(goal, goal.done, dates.today())
	return (
		<div className="goal-progress">
			<p className="goal-progress__text">{progress.text}</p>
			<div
				className="goal-progress__bar"
				role="progressbar"
				aria-label={`Reading goal for ${goal.year}`}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={progress.percent}
				aria-valuetext={progress.text}
			>
				<span className="goal-progress__fill" style={{ inlineSize: `${progress.percent}%` }} />
			</div>
		</div>
	)
}
