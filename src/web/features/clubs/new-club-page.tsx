import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { clubPath } from '../../../shared/page-routes.ts'
import { ClubInput } from '../../../shared/schemas/club-core.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useCreateClub } from './club-core-hooks.ts'
import { CLUB_FIELDS, ClubFields, type ClubValues } from './club-fields.tsx'

/** /nav/clubs/new: a new club; saved, its page opens, where the owner invites readers and picks a book. */
export function NewClubPage() {
	const [values, setValues] = useState<ClubValues>({ name: '', description: '', access: 'public' })
	const errors = useFormErrors(CLUB_FIELDS)
	const create = useCreateClub()
	const navigate = useNavigate()

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const parsed = ClubInput.safeParse(values)
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		create.mutate(values, { onSuccess: (data) => navigate(clubPath(data.club.id)), onError: errors.showFailure })
	}

	return (
		<div className="section-page club-form-page">
			<PageHeader
				title="New book club"
				lead="You will be its owner: you can add a picture, invite readers and choose the first book next."
			/>
			<form className="form club-form" noValidate onSubmit={onSubmit} aria-label="New book club">
				<FormAlert message={errors.summary} />
				<ClubFields
					values={values}
					onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
					errors={errors}
				/>
				<div className="form__actions">
					<Button type="submit" busy={create.isPending}>
						Create club
					</Button>
				</div>
			</form>
		</div>
	)
}
