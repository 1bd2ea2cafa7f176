import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, ProfileMessages } from '../../../shared/schemas/profile.ts'
import { ApiError } from '../../lib/api.ts'
import { Button } from './button.tsx'
import { FormAlert } from './form-alert.tsx'

type Chosen = { file: File; url: string; previewable: boolean }
/** What a mutation calls back when it is done. */
type Done = { onSuccess: () => void; onError: (failure: Error) => void }

type PictureUploadProps = {
	/** Whose picture the messages name: 'Uploading your picture…', 'The new picture is saved.' */
	whose: 'your' | 'the'
	headingId: string
	/** CSS classes: the section, its row of picture and controls, the controls, the chosen file's line, the preview. */
	classes: { section: string; row: string; controls: string; file?: string; preview: string }
	/** The picture as it is. */
	current: ReactNode
	hasPicture: boolean
	upload: (file: File, done: Done) => void
	remove: (done: Done) => void
	uploading: boolean
	removing: boolean
	/** Where a refusal is also written under the buttons, the choose button described by it. */
	errorId?: string
}

const messageOf = (failure: unknown) =>
	failure instanceof ApiError ? (failure.fields.picture ?? failure.message) : 'Something went wrong. Please try again.'
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * A picture (a reader's, a club's): choose a file (a visible button opens the picker), see it, then upload it; or
 * remove the picture. The server decides what it accepts by the file's content, so its message is what the
 * reader sees when it refuses.
 */
export function PictureUpload({
	whose,
	headingId,
	classes,
	current,
	hasPicture,
	upload,
	remove,
	uploading,
	removing,
	errorId,
}: PictureUploadProps) {
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

	function onUpload(file: File) {
		setError(null)
		setStatus(`Uploading ${whose} picture…`)
		upload(file, {
			onSuccess: () => {
				setChosen(null)
				setStatus(`${capital(whose)} new picture is saved.`)
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
		setStatus(null)
		remove({
			onSuccess: () => {
				setStatus(`${capital(whose)} picture has been removed.`)
				chooseRef.current?.focus()
			},
			onError: (failure) => refuse(messageOf(failure)),
		})
	}

	return (
		<section className={classes.section} aria-labelledby={headingId}>
			<h2 id={headingId}>Picture</h2>
			<FormAlert message={error} />
			<FormAlert tone="success" message={status} />
			<div className={classes.row}>
				{chosen?.previewable ? (
					<img
						className={classes.preview}
						src={chosen.url}
						alt="Preview of the chosen picture"
						onError={() => setChosen({ ...chosen, previewable: false })}
					/>
				) : (
					current
				)}
				<div className={classes.controls}>
					{chosen ? (
						<>
							<p className={classes.file}>
								Chosen: <strong>{chosen.file.name}</strong>
								{!chosen.previewable && ' (your browser cannot show a preview of this file)'}
							</p>
							<div className="form__actions">
								<Button onClick={() => onUpload(chosen.file)} busy={uploading}>
									{uploading ? 'Uploading…' : 'Upload picture'}
								</Button>
								<Button variant="secondary" onClick={() => setChosen(null)} busy={uploading}>
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
									aria-describedby={error && errorId ? errorId : undefined}
								>
									{hasPicture ? 'Choose a new picture' : 'Choose a picture'}
								</Button>
								{hasPicture && (
									<Button variant="quiet" onClick={onRemove} busy={removing}>
										Remove picture
									</Button>
								)}
							</div>
						</>
					)}
					{error && errorId && (
						<p className="field__error" id={errorId}>
							{error}
						</p>
					)}
				</div>
			</div>
			<input ref={fileRef} type="file" accept={PICTURE_ACCEPT} hidden onChange={onChoose} />
		</section>
	)
}
