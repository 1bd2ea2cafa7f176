import { z } from 'zod'

/** What the server says (its log at start, the admin catalogue page) to fill an empty catalogue. */
export const CATALOGUE_IMPORT_COMMAND = 'npm run catalog:import -- --format goodbooks <path to books.csv>'
export const GOODBOOKS_URL = 'https://github.com/zygmuntz/goodbooks-10k'
export const OPEN_LIBRARY_DUMPS_URL = 'https://openlibrary.org/developers/dumps'

/** One outside catalogue, asked just now. */
export const ServiceStatus = z.object({
	service: z.string(),
	url: z.string(),
	reachable: z.boolean(),
	/** Why it is not reachable ('Open Library could not be reached'); null when it answered. */
	message: z.string().nullable(),
})
export type ServiceStatus = z.infer<typeof ServiceStatus>
