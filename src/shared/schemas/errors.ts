import { z } from 'zod'

/** Every API error has this body: a stable code, a sentence for people, and per-field messages for forms. */
export const ApiErrorBody = z.object({
	error: z.object({
		code: z.string(),
		message: z.string(),
		fields: z.record(z.string(), z.string()).optional(),
	}),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>
