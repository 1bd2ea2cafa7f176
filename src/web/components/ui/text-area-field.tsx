import type { Ref, TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './field-frame.tsx'

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
	id: string
	label: string
	error?: string | undefined
	hint?: string
	/** Characters used out of `max`, shown under the box and read with it. */
	count?: { used: number; max: number }
	inputRef?: Ref<HTMLTextAreaElement>
}

// Announce the count only near the limit: a live count spoken after every keystroke drowns out the typing.
const NEAR_LIMIT = 20

/** A multi-line TextField: label, hint, box, count and error line, the box pointing at all of them. */
export function TextAreaField({ id, label, error, hint, count, inputRef, className, ...textarea }: TextAreaFieldProps) {
	const countId = count ? `${id}-count` : undefined
	const left = count ? count.max - count.used : 0
	return (
		<FieldFrame id={id} label={label} error={error} hint={hint} className={className} describedBy={countId}>
			{(aria) => (
				<>
					<textarea {...textarea} id={id} ref={inputRef} className="field__input field__input--multiline" {...aria} />
					{count && (
						<>
							<p className={left < 0 ? 'field__count field__count--over' : 'field__count'} id={countId}>
								{count.used.toLocaleString('en-US')} / {count.max.toLocaleString('en-US')} characters
							</p>
							<p className="visually-hidden" aria-live="polite">
								{left < 0
									? `${(-left).toLocaleString('en-US')} characters over the limit`
									: left <= NEAR_LIMIT
										? `${left} characters left`
										: ''}
							</p>
						</>
					)}
				</>
			)}
		</FieldFrame>
	)
}
