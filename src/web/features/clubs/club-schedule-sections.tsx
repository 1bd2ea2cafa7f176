import { currentSection, sectionLabel } from '../../../shared/club-sections.ts'
import type { ClubScheduleResponse, MemberPlace } from '../../../shared/schemas/club-schedule.ts'
import { longDay } from '../diary/diary-months.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

const names = (members: MemberPlace[]) =>
	members.map((member) => (member.you ? 'You' : member.reader.name || member.reader.username)).join(', ')

/**
 * The schedule, section by section: pages, target date, the section the club is on now (by the reader's own
 * calendar) and which members are reading each one or are done with it. Members whose progress the viewer may
 * not see are in none of them.
 */
export function ClubScheduleSections({ schedule }: { schedule: ClubScheduleResponse }) {
	const dates = useReaderTime()
	const now = currentSection(schedule.sections, dates.today())
	return (
		<ol className="club-sections">
			{schedule.sections.map((section, index) => {
				const reading = schedule.members.filter((member) => member.readingSectionId === section.id)
				const done = schedule.members.filter((member) => member.status !== 'hidden' && member.sectionsDone > index)
				const isNow = now?.id === section.id
				return (
					<li
						key={section.id}
						className={isNow ? 'club-section club-section--now' : 'club-section'}
						aria-current={isNow ? 'step' : undefined}
					>
						<h3 className="club-section__title">
							{sectionLabel(section)}
							{isNow && <span className="club-section__now">Reading now</span>}
						</h3>
						<p className="club-section__facts">
							Pages {section.startPage}–{section.endPage} · to read by{' '}
							<time dateTime={section.dueOn}>{longDay(section.dueOn)}</time>
						</p>
						{reading.length > 0 && (
							<p>
								<span className="club-section__label">In it:</span> {names(reading)}
							</p>
						)}
						{done.length > 0 && (
							<p>
								<span className="club-section__label">Done:</span> {names(done)}
							</p>
						)}
						{reading.length === 0 && done.length === 0 && <p className="muted">Nobody has reached it yet.</p>}
					</li>
				)
			})}
		</ol>
	)
}
