import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { CATALOGUE_UPLOAD_MAX_BYTES, CatalogueFormat, CatalogueMessages } from '../../shared/schemas/catalogue.ts'
import { ApiError } from '../http/errors.ts'
import { readUploadForm } from '../http/multipart-form.ts'

/** A catalogue file as the route received it, checked: its format, name, bytes and the extension it is kept under. */
export type CatalogueUpload = {
	format: CatalogueFormat
	fileName: string
	bytes: Uint8Array
	extension: 'csv' | 'txt' | 'gz'
}

const refused = (status: 400 | 413, field: string, message: string) =>
	new ApiError(status, 'invalid_file', message, { [field]: message })

// The first line is all the check reads; a header or a dump line is far shorter than this.
const HEAD_CHARS = 64 * 1024
const GOODBOOKS_COLUMNS = ['goodreads_book_id', 'authors', 'title']

/**
 * The form's fields, refused with a 4xx naming the field: format must be goodbooks or openlibrary, and file a
 * file of that format (judged by its first line, so a wrong file is refused now rather than failing in the job).
 */
export async function readCatalogueUpload(request: Request): Promise<CatalogueUpload> {
	const form = await readUploadForm(request)
	const format = CatalogueFormat.safeParse(form?.get('format'))
	if (!format.success) throw refused(400, 'format', format.error.issues[0]!.message)
	const file = form?.get('file')
	if (!file || typeof file === 'string') throw refused(400, 'file', CatalogueMessages.fileMissing)
	if (file.size === 0) throw refused(400, 'file', CatalogueMessages.fileEmpty)
	if (file.size > CATALOGUE_UPLOAD_MAX_BYTES) throw refused(413, 'file', CatalogueMessages.fileTooLarge)
	const bytes = new Uint8Array(await file.arrayBuffer())
	const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b
	const line = await firstLine(bytes, gzipped).catch(() => '')
	const fileName = file.name || `catalogue.${gzipped ? 'txt.gz' : format.data === 'goodbooks' ? 'csv' : 'txt'}`
	if (format.data === 'goodbooks') {
		const columns = line.replace(/^\uFEFF/, '').split(',')
		if (gzipped || !GOODBOOKS_COLUMNS.every((c) => columns.includes(c)))
			throw refused(400, 'file', CatalogueMessages.notGoodbooks)
		return { format: format.data, fileName, bytes, extension: 'csv' }
	}
	const columns = line.split('\t')
	if (columns.length < 5 || !columns[0]!.startsWith('/type/'))
		throw refused(400, 'file', CatalogueMessages.notOpenLibrary)
	return { format: format.data, fileName, bytes, extension: gzipped ? 'gz' : 'txt' }
}

/** The file's first line, unpacking only as much of a gzipped file as that takes. */
async function firstLine(bytes: Uint8Array, gzipped: boolean): Promise<string> {
	const source = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)])
	const stream = gzipped ? source.pipe(createGunzip()) : source
	let text = ''
	for await (const chunk of stream) {
		text += (chunk as Buffer).toString('utf8')
		if (text.includes('\n') || text.length > HEAD_CHARS) break
	}
	return text.split(/\r?\n/)[0]!
}
