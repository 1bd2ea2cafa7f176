import { useEffect, useRef, useState } from 'react'
import type { ClubScheduleResponse } from '../../../shared/schemas/club-schedule.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { Button } from '../../components/ui/button.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ClubFrame } from './club-frame.tsx'
import { ClubScheduleBook } from './club-schedule-book.tsx'
import { ClubScheduleEditor } from './club-schedule-editor.tsx'
import { ClubScheduleMembers } from './club-schedule-members.tsx'
import { useClubSchedule, useClubScheduleWrites } from './club-schedule-hooks.ts'
import { ClubScheduleSections } from './club-schedule-sections.tsx'

/** /club/<id>/schedule: the current book, its sections with their target dates, and where every member is. */
export function ClubSchedulePage() {
	return <ClubFrame title="Schedule">{(club) => <ScheduleOf club={club} />}</ClubFrame>
}

function ScheduleOf({ club }: { club: ClubView }) {
	// Inside an invite-only club is for members: a reader only invited sees the club, and the server 404s the rest.
	if (club.access === 'invite' && !club.can.take_part)
		return <p className="muted">The schedule is for the club's members.</p>
	return <LoadedSchedule clubId={club.id} />
}

function LoadedSchedule({ clubId }: { clubId: string }) {
	const schedule = useClubSchedule(clubId)
	return <QueryState query={schedule}>{(data) => <Schedule clubId={clubId} schedule={data} />}</QueryState>
}

function Schedule({ clubId, schedule }: { clubId: string; schedule: ClubScheduleResponse }) {
	const writes = useClubScheduleWrites(clubId)
	const [editing, setEditing] = useState(false)
	const [said, setSaid] = useState('')
	const editButton = useRef<HTMLButtonElement>(null)
	const returnFocus = useRef(false)
	// Leaving the editor, focus goes back to the button that opened it (once it is in the page again).
	useEffect(() => {
		if (editing || !returnFocus.current) return
		returnFocus.current = false
		editButton.current?.focus()
	}, [editing])
	return (
		<div className="club-schedule">
			<p role="status" className="club-schedule__said">
				{said}
			</p>
			<ClubScheduleBook schedule={schedule} writes={writes} onSaid={setSaid} />
			{schedule.book && (
				<section
					className="club-schedule__sections"
					aria-labelledby={editing ? 'club-schedule-editor-heading' : 'club-sections-heading'}
				>
					{editing ? (
						<ClubScheduleEditor
							schedule={schedule}
							writes={writes}
							onDone={(message) => {
								returnFocus.current = true
								setEditing(false)
								setSaid(message)
							}}
						/>
					) : (
						<>
							<h2 id="club-sections-heading">Schedule</h2>
							{schedule.sections.length === 0 ? (
								<p className="muted">
									{schedule.can.moderate
										? 'No sections yet: split the book into parts with a target date for each.'
										: 'No schedule yet.'}
								</p>
							) : (
								<ClubScheduleSections schedule={schedule} />
							)}
							{schedule.can.moderate && (
								<Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
									{schedule.sections.length === 0 ? 'Make the schedule' : 'Edit the schedule'}
								</Button>
							)}
						</>
					)}
				</section>
			)}
			{schedule.book && <ClubScheduleMembers schedule={schedule} />}
		</div>
	)
}
