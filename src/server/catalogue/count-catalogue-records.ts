import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import { csvRecords } from '../books/csv-rows.ts'
import type { CatalogueFormat } from '../../shared/schemas/catalogue.ts'

/**
 * How many records the import will read (a CSV row, or a dump's non-empty line), counted the way the import
 * reads them, so the progress bar ends at its end.
 */
export async function countCatalogueRecords(format: CatalogueFormat, path: string): Promise<number> {
	const file = createReadStream(path)
	const source = (path.endsWith('.gz') ? file.pipe(createGunzip()) : file).setEncoding('utf8')
	const records = format === 'goodbooks' ? csvRecords(source) : createInterface({ input: source, crlfDelay: Infinity })
	let count = 0
	for await (const record of records) if (typeof record !== 'string' || record.trim() !== '') count++
	return count
}
