import type { z } from 'zod'
import { ApiError } from './api.ts'

export type FieldErrors = Partial<Record<string, string>>

/**
 * The first message per field, in the schema's field order (the original app's order), so the first key is
 * the field a form should focus and announce.
 */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of error.issues) {
		const field = String(issue.path[0] ?? 'form')
		errors[field] ??= issue.message
	}
	return errors
}

/** A failed call as form state: per-field messages when the server named fields, else one message for the form. */
export function formErrorsFromFailure(failure: unknown): { fields: FieldErrors; form: string | null } {
	if (failure instanceof ApiError) {
		const hasFields = Object.keys(failure.fields).length > 0
		return { fields: { ...failure.fields }, form: hasFields ? null : failure.message }
	}
	return { fields: {}, form: 'Something went wrong. Please try again.' }
}
