import type { InputHTMLAttributes, Ref } from 'react'
import { FieldFrame } from './field-frame.tsx'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
	id: string
	label: string
	error?: string | undefined
	hint?: string
	inputRef?: Ref<HTMLInputElement>
}

/** Label, input and its own error line; the input points at the message so it is read with the field. */
export function TextField({ id, label, error, hint, inputRef, className, ...input }: TextFieldProps) {
	return (
		<FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
			{(aria) => <input {...input} id={id} ref={inputRef} className="field__input" {...aria} />}
		</FieldFrame>
	)
}
