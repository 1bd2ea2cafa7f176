import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
	id: string
	label: ReactNode
	error?: string | undefined
	inputRef?: Ref<HTMLInputElement>
}

export function CheckboxField({ id, label, error, inputRef, ...input }: CheckboxFieldProps) {
	const errorId = error ? `${id}-error` : undefined
	return (
		<div className={['checkbox', error ? 'checkbox--invalid' : ''].filter(Boolean).join(' ')}>
			<div className="checkbox__row">
				<input
					{...input}
					type="checkbox"
					id={id}
					ref={inputRef}
					className="checkbox__input"
					aria-invalid={error ? true : undefined}
					aria-describedby={errorId}
				/>
				<label className="checkbox__label" htmlFor={id}>
					{label}
				</label>
			</div>
			{error && (
				<p className="field__error" id={errorId}>
					{error}
				</p>
			)}
		</div>
	)
}
