import { ApiError } from './errors.ts'

/**
 * The multipart (or urlencoded) form of an upload, or null when the body is not one. A NUL character in a field's
 * name, a text field's value or a file's name is refused as a 400 naming the field, as in addresses and JSON
 * (nul-characters.ts): PostgreSQL cannot store one (an import keeps its file's name), so it would otherwise be a
 * 500 there and not on SQLite. A file's bytes are its own: the route judges them.
 */
export async function readUploadForm(request: Request): Promise<FormData | null> {
	const form = await request.formData().catch(() => null)
	if (!form) return null
	for (const [name, value] of form) {
		const field = name.replaceAll('\u0000', '') || 'field'
		if (name.includes('\u0000')) throw nulIn(field, `The field name ${field} must not contain a NUL character`)
		if (typeof value === 'string' && value.includes('\u0000'))
			throw nulIn(field, `${field} must not contain a NUL character`)
		if (typeof value !== 'string' && value.name.includes('\u0000'))
			throw nulIn(field, `The file name of ${field} must not contain a NUL character`)
	}
	return form
}

const nulIn = (field: string, message: string) => new ApiError(400, 'validation_failed', message, { [field]: message })
