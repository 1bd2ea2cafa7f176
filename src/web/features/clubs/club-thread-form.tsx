import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { sectionLabel } from '../../../shared/club-sections.ts'
import { clubThreadPath } from '../../../shared/page-routes.ts'
import { CLUB_POST_BODY_MAX, type ClubDiscussionSection } from '../../../shared/schemas/club-discussion.ts'
import { characters } from '../../../shared/text.ts'
import { Button } from '../../components/ui/button.tsx'
import { FieldFrame } from '../../components/ui/field-frame.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useStartThread } from './club-thread-hooks.ts'

const ORDER = ['sectionId', 'title', 'body'] as const
const GENERAL = 'general'

/**
 * A new thread: what it is about (a section of the current book, or general), a title and the first post.
 * Once started, the reader is taken to it.
 */
export function ClubThreadForm({ clubId, sections }: { clubId: string; sections: ClubDiscussionSection[] }) {
	const current = sections.find((s) => s.current)
	const [about, setAbout] = useState(current?.id ?? GENERAL)
	const [title, setTitle] = useState('')
	const [body, setBody] = useState('')
	const start = useStartThread(clubId)
	const navigate = useNavigate()
	const errors = useFormErrors(ORDER)
	const submit = async (event: FormEvent) => {
		event.preventDefault()
		if (start.isPending) return
		try {
			const { thread } = await start.mutateAsync({ sectionId: about === GENERAL ? null : about, title, body })
			navigate(clubThreadPath(clubId, thread.id))
		} catch (failure) {
			errors.showFailure(failure)
		}
	}
	return (
		<section className="club-thread-form" aria-labelledby="new-thread-heading">
			<h2 id="new-thread-heading">Start a thread</h2>
			<form onSubmit={submit} noValidate className="club-thread-form__fields">
				<FieldFrame
					id="thread-section"
					label="About"
					hint="A section thread is hidden from members who have not read that section to its end."
					error={errors.fields.sectionId}
				>
					{(aria) => (
						<select
							id="thread-section"
							className="field__input"
							value={about}
							onChange={(event) => setAbout(event.target.value)}
							ref={errors.register('sectionId')}
							{...aria}
						>
							{sections.map((section) => (
								<option key={section.id} value={section.id}>
									{sectionLabel(section)}
								</option>
							))}
							<option value={GENERAL}>General</option>
						</select>
					)}
				</FieldFrame>
				<TextField
					id="thread-title"
					label="Title"
					value={title}
					onChange={(event) => setTitle(event.target.value)}
					error={errors.fields.title}
					inputRef={errors.register('title')}
				/>
				<TextAreaField
					id="thread-body"
					label="First post"
					value={body}
					rows={4}
					onChange={(event) => setBody(event.target.value)}
					error={errors.fields.body}
					count={{ used: characters(body), max: CLUB_POST_BODY_MAX }}
					inputRef={errors.register('body')}
				/>
				<FormAlert message={errors.summary} />
				<div>
					<Button type="submit" busy={start.isPending}>
						Start thread
					</Button>
				</div>
			</form>
		</section>
	)
}
