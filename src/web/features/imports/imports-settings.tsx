import { type FormEvent, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { IMPORT_MAX_BYTES, ImportSource } from '../../../shared/schemas/imports.ts'
import { Button } from '../../components/ui/button.tsx'
import { FieldFrame } from '../../components/ui/field-frame.tsx'
import { ImportReview } from './import-review.tsx'
import { errorMessage, useImports, useUploadImport } from './import-hooks.ts'
import { SOURCE_HOWTO, SOURCE_NAMES, STATUS_WORDS } from './import-words.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** Settings › Import & export: upload an export file, review it, and download a Goodreads CSV or the archive. */
export function ImportsSettings() {
	const [params] = useSearchParams()
	const selected = params.get('import')
	if (selected) return <ImportReview id={selected} />
	return (
		<>
			<ImportForm />
			<PastImports />
			<section className="settings-group" aria-labelledby="export-title">
				<h2 id="export-title">Export</h2>
				<p className="muted">
					A Goodreads library export of your books: one row per book with its latest read, how often you read it, your
					rating in whole stars (a half star counts up: 4½ becomes 5), shelf, tags and review. Goodreads and StoryGraph
					can import it.
				</p>
				<p>
					<a href="/api/exports/goodreads.csv" download className="button button--secondary">
						Download Goodreads CSV
					</a>
				</p>
				<p className="muted">
					The complete archive (every read with its day, half stars, lists, follows, likes, comments) is one JSON file.
				</p>
				<p>
					<a href="/api/account/export" download className="button button--secondary">
						Download everything (JSON)
					</a>
				</p>
			</section>
		</>
	)
}

function ImportForm() {
	const upload = useUploadImport()
	const [, setParams] = useSearchParams()
	const [error, setError] = useState<string | null>(null)
	const input = useRef<HTMLInputElement>(null)
	const [source, setSource] = useState('detect')

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const file = input.current?.files?.[0]
		if (!file) return setError('Choose the file you exported first.')
		if (file.size > IMPORT_MAX_BYTES) return setError(`${file.name} is larger than 10 MB.`)
		setError(null)
		upload.mutate(
			{ file, source },
			{
				onSuccess: (view) => setParams({ tab: 'data', import: view.id }),
				onError: (e) => setError(`${file.name}: ${errorMessage(e)}`),
			},
		)
	}
	return (
		<section className="settings-group" aria-labelledby="import-title">
			<h2 id="import-title">Import</h2>
			<p className="muted">
				Bring your reading history from another service. You will see every book before anything is added. Where each
				keeps its export:
			</p>
			<ul className="import-sources">
				{ImportSource.options.map((id) => (
					<li key={id}>
						<strong>{SOURCE_NAMES[id]}</strong>: <span className="muted">{SOURCE_HOWTO[id]}</span>
					</li>
				))}
			</ul>
			<form className="import-form" onSubmit={onSubmit} noValidate>
				<FieldFrame id="import-file" label="Export file (CSV or TSV, up to 10 MB)" error={error ?? undefined}>
					{(aria) => (
						<input
							{...aria}
							ref={input}
							id="import-file"
							name="file"
							type="file"
							accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
							className="import-form__file"
						/>
					)}
				</FieldFrame>
				<FieldFrame id="import-source" label="Exported from">
					{(aria) => (
						<select
							{...aria}
							id="import-source"
							name="source"
							className="field__input"
							value={source}
							onChange={(event) => setSource(event.target.value)}
						>
							<option value="detect">Find out from the file</option>
							{ImportSource.options.map((id) => (
								<option key={id} value={id}>
									{SOURCE_NAMES[id]}
								</option>
							))}
						</select>
					)}
				</FieldFrame>
				<Button type="submit" busy={upload.isPending}>
					{upload.isPending ? 'Reading the file…' : 'Upload and review'}
				</Button>
			</form>
			<p role="alert" className="visually-hidden">
				{error}
			</p>
		</section>
	)
}

function PastImports() {
	const dates = useReaderTime()
	const imports = useImports()
	const items = imports.data?.items ?? []
	if (items.length === 0) return null
	return (
		<section className="settings-group" aria-labelledby="past-imports-title">
			<h2 id="past-imports-title">Your imports</h2>
			<ul className="import-list">
				{items.map((item) => (
					<li key={item.id} className="import-list__item">
						<Link to={`/nav/settings?tab=data&import=${item.id}`}>{item.fileName}</Link>
						<span className="muted">
							{' '}
							{SOURCE_NAMES[item.source]}, {dates.longDate(item.createdAt)}: {STATUS_WORDS[item.status]}
							{item.status === 'done' &&
								` (${item.counts.imported} imported, ${item.counts.skipped} skipped, ${item.counts.failed} failed)`}
						</span>
					</li>
				))}
			</ul>
		</section>
	)
}
