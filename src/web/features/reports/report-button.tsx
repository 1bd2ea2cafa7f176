import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import {
	REPORT_DETAILS_MAX,
	REPORT_REASON_LABELS,
	REPORT_REASONS,
	type ReportReason,
	type ReportTarget,
} from '../../../shared/schemas/reports.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useFileReport } from './report-hooks.ts'

const ORDER = ['reason', 'details', 'targetId'] as const

const REASON_HINTS: Record<ReportReason, string> = {
	spam: 'Advertising, links to sell something, the same text again and again.',
	harassment: 'Attacks on a person, threats, piling on.',
	'spoilers not marked': 'A review that gives the book away without the spoiler mark.',
	hateful: 'Attacks on people for who they are.',
	'sexual content': 'Sexual content that does not belong here.',
	'wrong data': 'A wrong title, author, date, cover or other detail of the book.',
	other: 'Something else the administrators should see: say what in the details.',
}
const OPTIONS = REPORT_REASONS.map((value) => ({
	value,
	label: REPORT_REASON_LABELS[value],
	description: REASON_HINTS[value],
}))
/** A book is reported for its data alone; a reader's things for anything but. */
const optionsFor = (kind: ReportTarget) => OPTIONS.filter((o) => (o.value === 'wrong data') === (kind === 'book'))

type Props = {
	targetKind: ReportTarget
	targetId: string /** What is reported, in words: 'this review', 'Bob's profile'. */
	what: string
}

/**
 * Report something to the instance's administrators: a button that opens a modal form (reason, details).
 * The result replaces the button, so the reader knows it went through and does not send it twice.
 */
export function ReportButton({ targetKind, targetId, what }: Props) {
	const [open, setOpen] = useState(false)
	const [done, setDone] = useState<string | null>(null)
	const opener = useRef<HTMLButtonElement>(null)
	if (done) {
		return (
			<p className="moderation-result" role="status">
				{done}
			</p>
		)
	}
	return (
		<>
			<Button
				variant="quiet"
				ref={opener}
				onClick={() => setOpen(true)}
				className="report-button"
				aria-label={`Report ${what}`}
			>
				{targetKind === 'book' ? 'Report wrong data' : 'Report'}
			</Button>
			{open && (
				<ReportDialog
					targetKind={targetKind}
					targetId={targetId}
					what={what}
					onClose={(result) => {
						setOpen(false)
						if (result) setDone(result)
						else opener.current?.focus()
					}}
				/>
			)}
		</>
	)
}

function ReportDialog({ targetKind, targetId, what, onClose }: Props & { onClose: (result: string | null) => void }) {
	const ref = useRef<HTMLDialogElement>(null)
	const id = useId()
	const file = useFileReport()
	const errors = useFormErrors(ORDER)
	const book = targetKind === 'book'
	const [reason, setReason] = useState<ReportReason | ''>(book ? 'wrong data' : '')
	const [details, setDetails] = useState('')
	useEffect(() => {
		ref.current?.showModal()
	}, [])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		errors.clear()
		if (!reason) return errors.show({ reason: 'Choose a reason for the report' })
		file.mutate(
			{ targetKind, targetId, reason, details },
			{
				onSuccess: ({ created }) =>
					onClose(
						created
							? `Thank you. The administrators will look at ${what}.`
							: `You reported ${what} already; the administrators have it.`,
					),
				onError: errors.showFailure,
			},
		)
	}

	return (
		<dialog
			ref={ref}
			className="dialog report-dialog"
			aria-labelledby={`${id}-title`}
			onCancel={(event) => {
				event.preventDefault()
				onClose(null)
			}}
		>
			<form className="form" noValidate onSubmit={onSubmit}>
				<h2 id={`${id}-title`} className="dialog__title">
					Report {what}
				</h2>
				<p className="muted">
					{book
						? "Reports go to this site's administrators, who can correct the book."
						: "Reports go to this site's administrators. The reader you report is not told who reported them."}
				</p>
				<FormAlert message={errors.summary} />
				<RadioGroup
					name={`${id}-reason`}
					legend="What is wrong?"
					options={optionsFor(targetKind)}
					value={reason as ReportReason}
					onChange={(next) => {
						setReason(next)
						errors.clear()
					}}
					error={errors.fields.reason}
					inputRef={errors.register('reason')}
				/>
				<TextAreaField
					id={`${id}-details`}
					label={book ? 'What is wrong with it?' : 'Details (optional)'}
					hint={
						book ? 'What the book says and what it should say.' : 'Anything that helps the administrators understand.'
					}
					value={details}
					onChange={(event) => setDetails(event.target.value)}
					rows={3}
					count={{ used: details.length, max: REPORT_DETAILS_MAX }}
					error={errors.fields.details}
					inputRef={errors.register('details')}
				/>
				<div className="dialog__actions">
					<Button variant="secondary" onClick={() => onClose(null)}>
						Cancel
					</Button>
					<Button type="submit" busy={file.isPending}>
						Send report
					</Button>
				</div>
			</form>
		</dialog>
	)
}
