import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ClubScheduleResponse } from '../../../shared/schemas/club-schedule.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { nextRowDefaults, type SectionRow, sectionRows, threadsLost } from './club-schedule-rows.ts'
import type { useClubScheduleWrites } from './club-schedule-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

type Writes = ReturnType<typeof useClubScheduleWrites>

/**
 * The moderators' editor of the whole schedule: a title, last page and target date per section, moved with Move
 * up / Move down, removed, added, and saved in one request. The server's messages show under the fields they
 * name (sections.1.endPage); removing a section that has discussion threads asks first, since they go with it.
 */
export function ClubScheduleEditor({
	schedule,
	writes,
	onDone,
}: {
	schedule: ClubScheduleResponse
	writes: Writes
	onDone: (said: string) => void
}) {
	const dates = useReaderTime()
	const [rows, setRows] = useState<SectionRow[]>(() => sectionRows(schedule.sections))
	const [said, setSaid] = useState('')
	const [confirming, setConfirming] = useState(false)
	const addButton = useRef<HTMLButtonElement>(null)
	const heading = useRef<HTMLHeadingElement>(null)
	// The button that opened the editor is gone: focus goes to the editor's heading, where reading it starts.
	useEffect(() => heading.current?.focus(), [])
	const save = writes.sections
	const fields = save.error instanceof ApiError ? save.error.fields : {}
	const lost = threadsLost(schedule.sections, rows)

	function change(key: string, patch: Partial<SectionRow>) {
		setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)))
	}
	// A move, removal or addition renumbers the rows: the last answer's messages would point at the wrong ones.
	function restructure(next: SectionRow[], message: string) {
		save.reset()
		setRows(next)
		setSaid(message)
	}
	function move(index: number, by: -1 | 1) {
		const next = [...rows]
		const [row] = next.splice(index, 1)
		next.splice(index + by, 0, row!)
		restructure(next, `Moved ${row!.title || 'the section'} to place ${index + by + 1} of ${rows.length}.`)
		// Focus stays on the moved section's button; at the top or bottom that button is gone, so its neighbour takes it.
		const to = index + by
		const button = by < 0 ? (to > 0 ? 'up' : 'down') : to < rows.length - 1 ? 'down' : 'up'
		requestAnimationFrame(() => document.getElementById(`section-${row!.key}-${button}`)?.focus())
	}
	function remove(index: number) {
		restructure(
			rows.filter((_, i) => i !== index),
			`Removed section ${index + 1}. It goes when you save.`,
		)
		addButton.current?.focus()
	}
	function add() {
		const row = nextRowDefaults(rows, dates.today())
		restructure([...rows, row], `Added section ${rows.length + 1}.`)
		requestAnimationFrame(() => document.getElementById(`section-${row.key}-title`)?.focus())
	}
	function submit() {
		setConfirming(false)
		const sections = rows.map((row) => ({
			...(row.id ? { id: row.id } : {}),
			title: row.title,
			endPage: Number(row.endPage),
			dueOn: row.dueOn,
		}))
		save.mutate({ sections }, { onSuccess: () => onDone('Schedule saved.') })
	}
	function onSubmit(event: FormEvent) {
		event.preventDefault()
		if (lost.length > 0) setConfirming(true)
		else submit()
	}

	return (
		<form className="club-schedule-editor" onSubmit={onSubmit} noValidate>
			<h2 id="club-schedule-editor-heading" ref={heading} tabIndex={-1}>
				Edit the schedule
			</h2>
			<p className="muted">
				Each section starts on the page after the one before ends. Last pages must go up, and each target date must come
				after the one before.
			</p>
			<FormAlert message={save.error?.message} />
			<p role="status" className="club-schedule-editor__said">
				{said}
			</p>
			{rows.length === 0 && <p className="muted">No sections yet.</p>}
			<ol className="club-schedule-editor__rows">
				{rows.map((row, index) => (
					<li key={row.key}>
						<fieldset className="club-schedule-editor__row">
							<legend>Section {index + 1}</legend>
							<TextField
								id={`section-${row.key}-title`}
								label="Title"
								value={row.title}
								maxLength={100}
								placeholder="Chapters 1–5"
								error={fields[`sections.${index}.title`] ?? fields[`sections.${index}.id`]}
								onChange={(e) => change(row.key, { title: e.target.value })}
							/>
							<div className="club-schedule-editor__pair">
								<TextField
									id={`section-${row.key}-end`}
									label="Last page"
									type="number"
									inputMode="numeric"
									min={1}
									value={row.endPage}
									error={fields[`sections.${index}.endPage`]}
									onChange={(e) => change(row.key, { endPage: e.target.value })}
								/>
								<TextField
									id={`section-${row.key}-due`}
									label="Target date"
									type="date"
									value={row.dueOn}
									error={fields[`sections.${index}.dueOn`]}
									onChange={(e) => change(row.key, { dueOn: e.target.value })}
								/>
							</div>
							<div className="club-schedule-editor__buttons">
								{index > 0 && (
									<Button
										id={`section-${row.key}-up`}
										variant="secondary"
										aria-label={`Move section ${index + 1} up`}
										onClick={() => move(index, -1)}
									>
										Move up
									</Button>
								)}
								{index < rows.length - 1 && (
									<Button
										id={`section-${row.key}-down`}
										variant="secondary"
										aria-label={`Move section ${index + 1} down`}
										onClick={() => move(index, 1)}
									>
										Move down
									</Button>
								)}
								<Button variant="quiet" aria-label={`Remove section ${index + 1}`} onClick={() => remove(index)}>
									Remove
								</Button>
							</div>
						</fieldset>
					</li>
				))}
			</ol>
			{fields.sections && <p className="field__error">{fields.sections}</p>}
			<div className="club-schedule-editor__actions">
				<Button ref={addButton} variant="secondary" onClick={add}>
					Add a section
				</Button>
				<Button type="submit" busy={save.isPending}>
					Save the schedule
				</Button>
				<Button variant="quiet" onClick={() => onDone('')}>
					Cancel
				</Button>
			</div>
			<ConfirmDialog
				open={confirming}
				title="Remove discussion threads too?"
				confirmLabel="Save and remove them"
				cancelLabel="Keep editing"
				onConfirm={submit}
				onCancel={() => setConfirming(false)}
			>
				<p>Saving removes these sections and their discussion threads, with every post in them:</p>
				<ul>
					{lost.map((section) => (
						<li key={section.id}>
							{section.title}: {section.threadCount === 1 ? '1 thread' : `${section.threadCount} threads`}
						</li>
					))}
				</ul>
			</ConfirmDialog>
		</form>
	)
}
