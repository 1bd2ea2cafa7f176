import type { InputHTMLAttributes, Ref } from 'react'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
	id: string
	label: string
	error?: string | undefined
	hint?: string
	inputRef?: Ref<HTMLInputElement>
}

/** Label, input and its own error line; the input points at the message so it is read with the field. */
export function TextField({ id, label, error, hint, inputRef, className, ...input }: TextFieldProps) {
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
	return (
		<div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
			<label className="field__label" htmlFor={id}>
				{label}
			</label>
			{hint && (
				<p className="field__hint" id={hintId}>
					{hint}
				</p>
			)}
			<input {...input} id={id} ref={inputRef} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
			{error && (
				<p className="field__error" id={errorId}>
					{error}
				</p>
			)}
		</div>
	)
}
