import { type FormEvent, useState } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { clubPath, isKnownPage } from '../../../shared/page-routes.ts'
import { ClubPatch } from '../../../shared/schemas/club-core.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { MissingPage } from '../entries/missing-page.tsx'
import { useDeleteClub, useEditClub } from './club-core-hooks.ts'
import { CLUB_FIELDS, ClubFields, type ClubValues } from './club-fields.tsx'
import { ClubPictureEditor } from './club-picture-editor.tsx'
import { useClub } from './club-hooks.ts'

const CLUBS_PATH = '/nav/clubs'

/** /club/<id>/edit: the owner's settings: name, description, who can join, picture; and deleting the club. */
export function EditClubPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const remove = useDeleteClub(id)
	const club = useClub(id, valid && !remove.isSuccess)
	if (remove.isSuccess) return <Navigate to={CLUBS_PATH} replace />
	const missing = club.error instanceof ApiError && club.error.status === 404
	if (!valid || missing || club.data?.club.can.edit === false) {
		return (
			<MissingPage
				title="Club not found"
				text="There is no club of yours at this address. It may have been deleted."
				link={{ to: CLUBS_PATH, label: 'Go to your book clubs' }}
			/>
		)
	}
	return (
		<div className="section-page club-form-page">
			<PageHeader
				title="Club settings"
				documentTitle={club.data ? `Settings · ${club.data.club.name}` : 'Club settings'}
			/>
			<QueryState query={club}>{(data) => <Settings club={data.club} remove={remove} />}</QueryState>
		</div>
	)
}

function Settings({ club, remove }: { club: ClubView; remove: ReturnType<typeof useDeleteClub> }) {
	const [values, setValues] = useState<ClubValues>({
		name: club.name,
		description: club.description,
		access: club.access,
	})
	const [confirming, setConfirming] = useState(false)
	const [saved, setSaved] = useState(false)
	const errors = useFormErrors(CLUB_FIELDS)
	const edit = useEditClub(club.id)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setSaved(false)
		const parsed = ClubPatch.safeParse(values)
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		edit.mutate(values, { onSuccess: () => setSaved(true), onError: errors.showFailure })
	}

	return (
		<>
			<p>
				<Link to={clubPath(club.id)}>Back to the club</Link>
			</p>
			<form className="form club-form" noValidate onSubmit={onSubmit} aria-label="Club settings">
				<FormAlert message={errors.summary} />
				<ClubFields
					values={values}
					onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
					errors={errors}
				/>
				<div className="form__actions">
					<Button type="submit" busy={edit.isPending}>
						Save settings
					</Button>
					<span role="status">{saved && !edit.isPending ? 'Settings saved.' : ''}</span>
				</div>
			</form>
			<ClubPictureEditor club={club} />
			<section className="club-danger" aria-labelledby="club-danger-heading">
				<h2 id="club-danger-heading">Delete this club</h2>
				<FormAlert message={remove.error?.message} />
				<Button variant="danger" busy={remove.isPending} onClick={() => setConfirming(true)}>
					Delete club
				</Button>
			</section>
			<ConfirmDialog
				open={confirming}
				title="Delete this club?"
				cancelLabel="Keep it"
				confirmLabel="Delete club"
				onCancel={() => setConfirming(false)}
				onConfirm={() => {
					setConfirming(false)
					remove.mutate()
				}}
			>
				<p>
					‘{club.name}’ goes for good, for all its {club.memberCount === 1 ? 'member' : `${club.memberCount} members`}:
					its schedule, discussion and polls with it.
				</p>
			</ConfirmDialog>
		</>
	)
}
