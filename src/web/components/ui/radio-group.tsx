import type { Ref } from 'react'

type Option<V extends string> = { value: V; label: string; description: string }

type RadioGroupProps<V extends string> = {
	name: string
	legend: string
	options: readonly Option<V>[]
	value: V
	onChange: (value: V) => void
	error?: string | undefined
	/** The first option, which a form focuses when the group is at fault. */
	inputRef?: Ref<HTMLInputElement>
}

/** A fieldset of radios, each with a line that says what choosing it means. */
export function RadioGroup<V extends string>({
	name,
	legend,
	options,
	value,
	onChange,
	error,
	inputRef,
}: RadioGroupProps<V>) {
	const errorId = error ? `${name}-error` : undefined
	return (
		<fieldset
			className={['radio-group', error ? 'radio-group--invalid' : ''].filter(Boolean).join(' ')}
			aria-describedby={errorId}
		>
			<legend className="field__label">{legend}</legend>
			{options.map((option, index) => (
				<div className="radio-group__option" key={option.value}>
					<input
						type="radio"
						className="radio-group__input"
						id={`${name}-${option.value}`}
						name={name}
						value={option.value}
						checked={value === option.value}
						onChange={() => onChange(option.value)}
						ref={index === 0 ? inputRef : undefined}
						aria-describedby={`${name}-${option.value}-description`}
					/>
					<label htmlFor={`${name}-${option.value}`} className="radio-group__label">
						{option.label}
					</label>
					<p className="radio-group__description" id={`${name}-${option.value}-description`}>
						{option.description}
					</p>
				</div>
			))}
			{error && (
				<p className="field__error" id={errorId}>
					{error}
				</p>
			)}
		</fieldset>
	)
}
