import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import {
	PICTURE_ACCEPT,
	PICTURE_MAX_BYTES,
	ProfileMessages,
	type ProfileView,
} from '../../../shared/schemas/profile.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { ApiError } from '../../lib/api.ts'
import { useRemovePicture, useUploadPicture } from './profile-hooks.ts'

type Chosen = { file: File; url: string; previewable: boolean }

const messageOf = (failure: unknown) =>
	failure instanceof ApiError ? (failure.fields.picture ?? failure.message) : 'Something went wrong. Please try again.'

/**
 * Choose a file (a visible button opens the picker), see it, then upload it; or remove the picture. The server
 * decides what it accepts by the file's content, so its message is what the reader sees when it refuses.
 */
export function PictureSettings({ profile }: { profile: ProfileView }) {
	const upload = useUploadPicture()
	const remove = useRemovePicture()
	const fileRef = useRef<HTMLInputElement>(null)
	const chooseRef = useRef<HTMLButtonElement>(null)
	const [chosen, setChosen] = useState<Chosen | null>(null)
	const [error, setError] = useState<string | null>(null)
	const [status, setStatus] = useState<string | null>(null)

	// The preview's object URL lives exactly as long as the choice it shows.
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

	function onUpload() {
		if (!chosen) return
		setStatus('Uploading your picture…')
		upload.mutate(chosen.file, {
			onSuccess: () => {
				setChosen(null)
				setStatus('Your new picture is saved.')
				chooseRef.current?.focus()
			},
			onError: (failure) => {
				setStatus(null)
				refuse(messageOf(failure))
			},
		})
	}

	function onRemove() {
		setError(null)
		remove.mutate(undefined, {
			onSuccess: () => {
				setStatus('Your picture has been removed.')
				chooseRef.current?.focus()
			},
			onError: (failure) => setError(messageOf(failure)),
		})
	}

	const name = profile.name || profile.username
	return (
		<section className="settings-group picture-settings" aria-labelledby="picture-title">
			<h2 id="picture-title">Picture</h2>
			<FormAlert message={error} />
			<FormAlert tone="success" message={status} />
			<div className="picture-settings__row">
				{chosen?.previewable ? (
					<img
						className="avatar avatar--large"
						src={chosen.url}
						alt="Preview of the chosen picture"
						onError={() => setChosen({ ...chosen, previewable: false })}
					/>
				) : (
					<Avatar src={profile.picture?.large} name={name} size="large" />
				)}
				<div className="picture-settings__controls">
					{chosen ? (
						<>
							<p className="picture-settings__file">
								Chosen: <strong>{chosen.file.name}</strong>
								{!chosen.previewable && ' (your browser cannot show a preview of this file)'}
							</p>
							<div className="form__actions">
								<Button onClick={onUpload} busy={upload.isPending}>
									{upload.isPending ? 'Uploading…' : 'Upload picture'}
								</Button>
								<Button variant="secondary" onClick={() => setChosen(null)} busy={upload.isPending}>
									Cancel
								</Button>
							</div>
						</>
					) : (
						<>
							<p className="field__hint">JPEG, PNG, WebP or GIF, at most 5 MB. It is shown square.</p>
							<div className="form__actions">
								<Button
									ref={chooseRef}
									variant="secondary"
									onClick={() => fileRef.current?.click()}
									aria-describedby={error ? 'picture-error' : undefined}
								>
									{profile.picture ? 'Choose a new picture' : 'Choose a picture'}
								</Button>
								{profile.picture && (
									<Button variant="quiet" onClick={onRemove} busy={remove.isPending}>
										Remove picture
									</Button>
								)}
							</div>
						</>
					)}
					{error && (
						<p className="field__error" id="picture-error">
							{error}
						</p>
					)}
				</div>
			</div>
			<input ref={fileRef} type="file" accept={PICTURE_ACCEPT} hidden onChange={onChoose} />
		</section>
	)
}
