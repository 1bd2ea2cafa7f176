import type { Ref } from 'react'
import { TextField } from '../../components/ui/text-field.tsx'

type ListeningLengthFieldsProps = {
	/** Prefixes the inputs' ids: one form may hold only one of these groups. */
	id: string
	hours: string
	minutes: string
	onChange: (change: { hours?: string; minutes?: string }) => void
	/** The API's one error for the length (audioMinutes), shown on the hours. */
	error?: string | undefined
	inputRef?: Ref<HTMLInputElement>
	hint?: string | undefined
}

/** An audiobook's length as readers say it, hours and minutes, in one labelled group (an edition's, a read's). */
export function ListeningLengthFields({
	id,
	hours,
	minutes,
	onChange,
	error,
	inputRef,
	hint,
}: ListeningLengthFieldsProps) {
	return (
		<div className="entry-form__length" role="group" aria-labelledby={`${id}-length-label`}>
			<p className="field__label" id={`${id}-length-label`}>
				Listening length (optional)
			</p>
			<TextField
				id={`${id}-hours`}
				label="Hours"
				inputMode="numeric"
				value={hours}
				onChange={(e) => onChange({ hours: e.target.value })}
				error={error}
				inputRef={inputRef}
				{...(hint ? { hint } : {})}
			/>
			<TextField
				id={`${id}-minutes`}
				label="Minutes"
				inputMode="numeric"
				value={minutes}
				onChange={(e) => onChange({ minutes: e.target.value })}
			/>
		</div>
	)
}
