import type { FieldErrors } from '../../lib/form-errors.ts'

/** 'Terry Pratchett; Neil Gaiman' → both names: a name may hold a comma ('Tolkien, J. R. R.'), never a semicolon. */
export const authorNames = (text: string) =>
	text
		.split(';')
		.map((name) => name.trim())
		.filter(Boolean)

/** A number field's text as the API takes it: null when empty, NaN (refused with the field's message) when not a number. */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text))

/** The server names an author by place ('authors.1'); the form has one field for them all. */
export function byFormField(fields: FieldErrors): FieldErrors {
	const out: FieldErrors = {}
	for (const [name, message] of Object.entries(fields)) out[name.split('.')[0] ?? name] ??= message
	return out
}
