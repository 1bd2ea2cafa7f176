import { useCallback, useEffect, useRef, useState } from 'react'
import { type FieldErrors, formErrorsFromFailure } from './form-errors.ts'

// Any element with a tabindex: a form's own widgets (the star rating is a role="slider" element) take focus too.
type Focusable = HTMLElement

/**
 * Error state for a form whose fields are listed in `order` (the original app's order): the first invalid
 * field gets focus after each failed submit, and `summary` is the message the live region announces.
 */
export function useFormErrors(order: readonly string[]) {
	const [fields, setFields] = useState<FieldErrors>({})
	const [form, setForm] = useState<string | null>(null)
	const [attempt, setAttempt] = useState(0)
	const elements = useRef(new Map<string, Focusable>())

	const firstField = order.find((name) => fields[name])
	const summary = (firstField && fields[firstField]) || form

	// After the render that marked fields aria-invalid, so the focused field is announced with its message.
	useEffect(() => {
		if (attempt > 0 && firstField) elements.current.get(firstField)?.focus()
	}, [attempt, firstField])

	const show = useCallback((next: FieldErrors, formMessage: string | null = null) => {
		setFields(next)
		setForm(formMessage)
		setAttempt((n) => n + 1)
	}, [])
	const clear = useCallback(() => show({}, null), [show])
	/** A failed request: the server's field messages next to their fields, anything else in the form's alert. */
	const showFailure = useCallback(
		(failure: unknown) => {
			const { fields: next, form: formMessage } = formErrorsFromFailure(failure)
			show(next, formMessage)
		},
		[show],
	)
	const register = useCallback(
		(name: string) => (el: Focusable | null) => {
			if (el) elements.current.set(name, el)
			else elements.current.delete(name)
		},
		[],
	)
	return { fields, summary, show, showFailure, clear, register }
}
