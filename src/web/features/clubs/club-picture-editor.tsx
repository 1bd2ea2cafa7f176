import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, ProfileMessages } from '../../../shared/schemas/profile.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { ApiError } from '../../lib/api.ts'
import { useClubPicture } from './club-core-hooks.ts'
import { ClubPicture } from './club-picture.tsx'

const messageOf = (failure: unknown) =>
	failure instanceof ApiError ? (failure.fields.picture ?? failure.message) : 'Something went wrong. Please try again.'

/**
 * The club's picture: choose a file (a visible button opens the picker), see it, upload it; or remove it. As
 * with profile pictures, the server judges the file by its content and its message is what the owner reads.
 */
export function ClubPictureEditor({ club }: { club: ClubView }) {
	const picture = useClubPicture(club.id)
	const fileRef = useRef<HTMLInputElement>(null)
	const chooseRef = useRef<HTMLButtonElement>(null)
	const [chosen, setChosen] = useState<{ file: File; url: string; previewable: boolean } | null>(null)
	const [error, setError] = useState<string | null>(null)
	const [status, setStatus] = useState<string | null>(null)
	const previewUrl = chosen?.url
	useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])

	function refuse(message: string) {
		setChosen(null)
		setError(message)
		chooseRef.current?.focus()
	}
	function onChoose(event: ChangeEvent<HTMLInputElement>) {
		const file = event.target.files?.[0]
		// Cleared so that choosing the same file again after a refusal still fires a change.
		event.target.value = ''
		if (!file) return
		setStatus(null)
		setError(null)
		if (file.size > PICTURE_MAX_BYTES) return refuse(ProfileMessages.pictureTooLarge)
		setChosen({ file, url: URL.createObjectURL(file), previewable: true })
	}
	function send(file: File | null) {
		setError(null)
		setStatus(file ? 'Uploading the picture…' : null)
		picture.mutate(file, {
			onSuccess: () => {
				setChosen(null)
				setStatus(file ? 'The new picture is saved.' : 'The picture has been removed.')
				chooseRef.current?.focus()
			},
			onError: (failure) => {
				setStatus(null)
				refuse(messageOf(failure))
			},
		})
	}

	return (
		<section className="club-settings-group" aria-labelledby="club-picture-heading">
			<h2 id="club-picture-heading">Picture</h2>
			<FormAlert message={error} />
			<FormAlert tone="success" message={status} />
			<div className="club-picture-editor">
				{chosen?.previewable ? (
					<img
						className="club-picture club-picture--large"
						src={chosen.url}
						alt="Preview of the chosen picture"
						onError={() => setChosen({ ...chosen, previewable: false })}
					/>
				) : (
					<ClubPicture club={club} size="large" />
				)}
				<div className="club-picture-editor__controls">
					{chosen ? (
						<>
							<p>
								Chosen: <strong>{chosen.file.name}</strong>
								{!chosen.previewable && ' (your browser cannot show a preview of this file)'}
							</p>
							<div className="form__actions">
								<Button onClick={() => send(chosen.file)} busy={picture.isPending}>
									{picture.isPending ? 'Uploading…' : 'Upload picture'}
								</Button>
								<Button variant="secondary" onClick={() => setChosen(null)} busy={picture.isPending}>
									Cancel
								</Button>
							</div>
						</>
					) : (
						<>
							<p className="field__hint">JPEG, PNG, WebP or GIF, at most 5 MB. It is shown square.</p>
							<div className="form__actions">
								<Button ref={chooseRef} variant="secondary" onClick={() => fileRef.current?.click()}>
									{club.pictureUrl ? 'Choose a new picture' : 'Choose a picture'}
								</Button>
								{club.pictureUrl && (
									<Button variant="quiet" onClick={() => send(null)} busy={picture.isPending}>
										Remove picture
									</Button>
								)}
							</div>
						</>
					)}
				</div>
			</div>
			<input ref={fileRef} type="file" accept={PICTURE_ACCEPT} hidden onChange={onChoose} />
		</section>
	)
}
