import type { ReactNode } from 'react'

type FieldAria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

type FieldFrameProps = {
	id: string
	label: string
	error?: string | undefined
	hint?: string | undefined
	className?: string | undefined
	/** Ids of further descriptions the control renders itself (a character count), read after error and hint. */
	describedBy?: string | undefined
	/** The control, given the aria attributes that point it at its messages. */
	children: (aria: FieldAria) => ReactNode
}

/** Label, hint and error line around one form control; the control points at the messages so they are read with it. */
export function FieldFrame({ id, label, error, hint, className, describedBy, children }: FieldFrameProps) {
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	const aria: FieldAria = {
		'aria-invalid': error ? true : undefined,
		'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
	}
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
			{children(aria)}
			{error && (
				<p className="field__error" id={errorId}>
					{error}
				</p>
			)}
		</div>
	)
}
