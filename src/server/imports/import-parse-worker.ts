import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { ImportMessages, ImportSource } from '../../shared/schemas/imports.ts'
import { ApiError } from '../http/errors.ts'
import { readUploadForm } from '../http/multipart-form.ts'
import { decodeImportFile, parseImportText } from './parse-import-file.ts'

/** What the route received: the multipart body as it came, or a JSON upload's file name, text and chosen source. */
export type ImportUpload =
	| { contentType: string; body: ArrayBuffer }
	| { name: string; text: string; source?: ImportSource }
/** A parsed export: its source and every row's record as JSON, ready to store. */
export type ParsedImport = { name: string; source: ImportSource; records: string[] }
// The records travel as one text, a line each (JSON has no raw line breaks): copying one string to the main thread
// is a copy of its bytes, where thousands of strings were a pause of a few hundred milliseconds on a busy host.
type Answer =
	| { ok: true; parsed: Omit<ParsedImport, 'records'> & { records: string } }
	| { ok: false; refused: { status: number; code: string; message: string; fields?: Record<string, string> } }
	| { ok: false; failed: string }

const ROLE = 'dogear-import-parse'
// A worker started for one upload serves the next ones for a while, then ends so its memory goes back.
const IDLE_MS = 30_000

/** The form's file, decoded, and the source the reader chose (field 'source'); a missing file is a 4xx naming 'file'. */
async function fileOf({ contentType, body }: { contentType: string; body: ArrayBuffer }) {
	const form = await readUploadForm(
		new Request('http://upload.invalid/', { method: 'POST', body, headers: { 'content-type': contentType } }),
	)
	const file = form?.get('file')
	if (!file || typeof file === 'string')
		throw new ApiError(400, 'invalid_file', ImportMessages.fileMissing, { file: ImportMessages.fileMissing })
	const chosen = form?.get('source')
	const source =
		typeof chosen === 'string' && chosen !== '' && chosen !== 'detect' ? ImportSource.safeParse(chosen) : null
	if (source && !source.success)
		throw new ApiError(400, 'validation_failed', ImportMessages.sourceUnknown, { source: ImportMessages.sourceUnknown })
	const text = decodeImportFile(new Uint8Array(await file.arrayBuffer()))
	return { name: file.name || 'export.csv', text, source: source?.data }
}

async function parseUpload(upload: ImportUpload): Promise<Answer> {
	try {
		const file = 'text' in upload ? upload : await fileOf(upload)
		const { source, records } = await parseImportText(file.text, file.source)
		return {
			ok: true,
			parsed: { name: file.name, source, records: records.map((record) => JSON.stringify(record)).join('\n') },
		}
	} catch (error) {
		if (error instanceof ApiError)
			return {
				ok: false,
				refused: { status: error.status, code: error.code, message: error.message, fields: error.fields },
			}
		return { ok: false, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) }
	}
}

if (!isMainThread && workerData === ROLE) {
	parentPort!.on('message', async (upload: ImportUpload) => parentPort!.postMessage(await parseUpload(upload)))
}

/**
 * The worker runs this module. From source (tsx) it is TypeScript, which Node 20 cannot load in a worker by
 * itself, so a small JavaScript module brings tsx in first; bundled (npm run build) it is the bundle itself,
 * whose entry must therefore start the server only on the main thread (main.ts).
 */
function startWorker(): Worker {
	const self = import.meta.url
	const entry = self.endsWith('.ts')
		? new URL(
				`data:text/javascript,${encodeURIComponent(`import { tsImport } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; await tsImport(${JSON.stringify(self)}, ${JSON.stringify(self)})`)}`,
			)
		: new URL(self)
	const started = new Worker(entry, { workerData: ROLE })
	// An idle worker never keeps the process alive (a test, a server that is stopping).
	started.unref()
	// A worker that fails (out of memory on a hostile file) is forgotten, and the next upload starts another; its
	// error goes to the upload it was parsing (inWorker), never to the process.
	started.on('error', () => undefined)
	started.on('exit', () => {
		if (worker === started) worker = undefined
	})
	return started
}

let worker: Worker | undefined
let idle: NodeJS.Timeout | undefined
let queue: Promise<unknown> = Promise.resolve()

function inWorker(upload: ImportUpload): Promise<Answer> {
	clearTimeout(idle)
	const current = (worker ??= startWorker())
	return new Promise<Answer>((resolve, reject) => {
		const lost = (error: unknown) => {
			reject(error instanceof Error ? error : new Error(`The import parser stopped (exit code ${String(error)})`))
		}
		current.once('error', lost)
		current.once('exit', lost)
		current.once('message', (answer: Answer) => {
			current.off('error', lost)
			current.off('exit', lost)
			idle = setTimeout(() => {
				if (worker === current) worker = undefined
				void current.terminate()
			}, IDLE_MS).unref()
			resolve(answer)
		})
		current.postMessage(upload, 'body' in upload ? [upload.body] : [])
	})
}

/**
 * Reads an uploaded export into records on a worker thread: decoding, checking and parsing 10 MB take seconds
 * of CPU, which on the event loop would hold every other reader's request (docs/performance.md, 'Event-loop
 * delay'). One file at a time, so a burst of uploads leaves the other core to the server. A file that cannot be
 * imported is the same 4xx naming 'file' as before.
 */
export async function parseImportUpload(upload: ImportUpload): Promise<ParsedImport> {
	const turn = queue.then(() => inWorker(upload))
	queue = turn.catch(() => undefined)
	const answer = await turn
	if (answer.ok) return { ...answer.parsed, records: answer.parsed.records.split('\n') }
	if ('refused' in answer)
		throw new ApiError(
			answer.refused.status as ApiError['status'],
			answer.refused.code,
			answer.refused.message,
			answer.refused.fields,
		)
	throw new Error(`Parsing an import failed: ${answer.failed}`)
}
