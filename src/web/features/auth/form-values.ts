import type { FormEvent } from 'react'

/** Reads an uncontrolled form: text as typed (the shared schema trims what should be trimmed), boxes as booleans. */
export function formText(data: FormData, name: string): string {
	const value = data.get(name)
	return typeof value === 'string' ? value : ''
}

export function formChecked(data: FormData, name: string): boolean {
	return data.get(name) === 'on'
}

/** Which submit button sent the form ('oidc' for the provider button), when the browser says. */
export function submitIntent(event: FormEvent<HTMLFormElement>): string | null {
	const submitter = (event.nativeEvent as SubmitEvent).submitter
	return submitter instanceof HTMLButtonElement ? submitter.value || null : null
}
