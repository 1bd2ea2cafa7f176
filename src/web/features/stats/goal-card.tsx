import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { GoalForm } from './goal-form.tsx'
import { GoalProgress } from './goal-progress.tsx'
import { useOwnGoal, useSaveGoal } from './stats-hooks.ts'

/**
 * The signed-in reader's goal for a year: progress and the way to change or remove it, or a line and a button
 * that opens the form to set one (the form closed, so the card stays small above the page it sits on).
 * Shown on the stats page and the own profile; `statsLink` adds a link to the stats page.
 */
export function GoalCard({ year, statsLink = false }: { year: number; statsLink?: boolean }) {
	const goal = useOwnGoal(year)
	const remove = useSaveGoal(year)
	const [editing, setEditing] = useState(false)
	return (
		<section className="stats-card goal-card" aria-labelledby={`goal-${year}-title`}>
			<h2 className="stats-card__title" id={`goal-${year}-title`}>
				Reading goal for {year}
			</h2>
			<QueryState query={goal}>
				{({ goal: current }) =>
					current && !editing ? (
						<>
							<GoalProgress goal={current} />
							<FormAlert message={remove.error?.message ?? null} />
							<div className="goal-card__actions">
								<Button variant="secondary" onClick={() => setEditing(true)}>
									Change goal
								</Button>
								<Button variant="quiet" busy={remove.isPending} onClick={() => remove.mutate(null)}>
									Remove goal
								</Button>
								{statsLink && <Link to={`/nav/stats?year=${year}`}>See your stats</Link>}
							</div>
						</>
					) : editing ? (
						<GoalForm year={year} goal={current} onDone={() => setEditing(false)} />
					) : (
						<div className="goal-card__actions">
							<p className="stats-card__none">No goal for {year} yet: your reads count towards one as you log them.</p>
							<Button variant="secondary" onClick={() => setEditing(true)}>
								Set a goal
							</Button>
							{statsLink && <Link to={`/nav/stats?year=${year}`}>See your stats</Link>}
						</div>
					)
				}
			</QueryState>
		</section>
	)
}
