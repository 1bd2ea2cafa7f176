import {
	CATALOGUE_IMPORT_COMMAND,
	GOODBOOKS_URL,
	OPEN_LIBRARY_DUMPS_URL,
	type ServiceStatus,
} from '../../shared/schemas/catalogue.ts'
import { checkBookServices } from '../books/book-service-check.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { log } from '../ops/log.ts'
import { ADMIN_CATALOGUE_PATH } from '../../shared/page-routes.ts'
import { catalogueIsEmpty } from './catalogue-queries.ts'

/**
 * On a fresh install the catalogue is empty and search finds nothing unless the book services answer: the
 * operator is told, in one line at start, how to fill it and whether those services can be reached from here.
 */
export async function logFirstRunHint(db: Database, config: Config) {
	if (!(await catalogueIsEmpty(db))) return
	const services = await checkBookServices(config)
	log.warn(
		{ catalogue: { books: 0 }, bookServices: services.map(({ service, reachable }) => ({ service, reachable })) },
		firstRunMessage(config.appOrigin, services),
	)
}

function firstRunMessage(appOrigin: string, services: ServiceStatus[]) {
	const reachable = services.filter((s) => s.reachable).map((s) => s.service)
	const unreachable = services.filter((s) => !s.reachable)
	const servicesSay =
		unreachable.length === 0
			? `${reachable.join(' and ')} can be reached, so searches add the books they find.`
			: `${[...unreachable.map((s) => s.message ?? `${s.service} did not answer`), ...reachable.map((name) => `${name} can be reached`)].join('; ')}. Until the catalogue is filled, searches find ${reachable.length > 0 ? `only what ${reachable.join(' and ')} finds` : 'nothing'}.`
	return [
		'The catalogue is empty.',
		`Fill it with: ${CATALOGUE_IMPORT_COMMAND} (books.csv from goodbooks-10k, ${GOODBOOKS_URL}),`,
		`or --format openlibrary <dump.txt.gz> (an Open Library dump, ${OPEN_LIBRARY_DUMPS_URL}),`,
		`or upload one as an administrator at ${appOrigin}${ADMIN_CATALOGUE_PATH}.`,
		servicesSay,
	].join(' ')
}
