import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ADMIN_PATH } from '../../../shared/page-routes.ts'
import {
	CATALOGUE_IMPORT_COMMAND,
	CATALOGUE_UPLOAD_MAX_BYTES,
	type CatalogueFormat,
	type CatalogueImportView,
	GOODBOOKS_URL,
	OPEN_LIBRARY_DUMPS_URL,
} from '../../../shared/schemas/catalogue.ts'
import { Button } from '../../components/ui/button.tsx'
import { FieldFrame } from '../../components/ui/field-frame.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { importRunning, useBookServices, useCatalogue, useUploadCatalogue } from './catalogue-hooks.ts'

const number = (n: number) => n.toLocaleString('en')

/**
 * /nav/admin/catalogue: how big the catalogue is, whether Open Library and Google Books answer from this server,
 * the latest import with its progress, and the form that uploads a catalogue file. 404 for anyone but an admin.
 */
export function AdminCataloguePage() {
	const catalogue = useCatalogue()
	if (catalogue.error instanceof ApiError && catalogue.error.status === 404) return <NotFoundPage />
	return (
		<div className="section-page">
			<PageHeader
				title="Catalogue"
				lead="The books this server knows, where searches look for more, and catalogue files to load."
			/>
			<p>
				<Link to={ADMIN_PATH}>Reports</Link>
			</p>
			<QueryState query={catalogue}>
				{(data) => (
					<>
						<section className="settings-group" aria-labelledby="catalogue-size-title">
							<h2 id="catalogue-size-title">Size</h2>
							<p className="catalogue-size">
								{number(data.size.books)} books, {number(data.size.editions)} editions, {number(data.size.authors)}{' '}
								authors
							</p>
						</section>
						<BookServices />
						<LatestImport view={data.lastImport} />
						<UploadForm running={importRunning(data.lastImport)} />
					</>
				)}
			</QueryState>
		</div>
	)
}

function BookServices() {
	const services = useBookServices()
	return (
		<section className="settings-group" aria-labelledby="catalogue-services-title">
			<h2 id="catalogue-services-title">Book services</h2>
			<p className="muted">Searches ask these for books the catalogue lacks, and keep what they find.</p>
			<div aria-live="polite">
				{services.isFetching && <p aria-busy="true">Asking Open Library and Google Books…</p>}
				{!services.isFetching && services.data && (
					<ul className="catalogue-services">
						{services.data.services.map((s) => (
							<li key={s.service}>
								<strong>{s.service}</strong> ({s.url}):{' '}
								{s.reachable ? 'reachable' : `not reachable from this server. ${s.message ?? ''}`}
							</li>
						))}
					</ul>
				)}
				{!services.isFetching && services.error && <p role="alert">{services.error.message}</p>}
			</div>
			<Button variant="secondary" onClick={() => services.refetch()} disabled={services.isFetching}>
				Check again
			</Button>
		</section>
	)
}

function LatestImport({ view }: { view: CatalogueImportView | null }) {
	const dates = useReaderTime()
	return (
		<section className="settings-group" aria-labelledby="catalogue-import-title">
			<h2 id="catalogue-import-title">Latest import</h2>
			{!view && (
				<p>
					None yet. On the server, <code>{CATALOGUE_IMPORT_COMMAND}</code> loads one, or upload a file below.
				</p>
			)}
			{view && (
				<>
					<p>
						{view.fileName} ({view.format === 'goodbooks' ? 'goodbooks-10k' : 'Open Library dump'}),{' '}
						{view.by ? `uploaded by ${view.by.name || view.by.username}` : 'imported on the command line'},{' '}
						{dates.dateTime(view.createdAt)}
					</p>
					<ImportProgress view={view} />
				</>
			)}
		</section>
	)
}

function ImportProgress({ view }: { view: CatalogueImportView }) {
	const counts = `${number(view.added)} added, ${number(view.updated)} updated, ${number(view.unchanged)} unchanged, ${number(view.skipped)} skipped`
	const done =
		view.total === null ? `${number(view.read)} records read` : `${number(view.read)} of ${number(view.total)} records`
	const status =
		view.status === 'queued'
			? 'Waiting to start…'
			: view.status === 'running'
				? `Importing: ${done}`
				: view.status === 'done'
					? `Done: ${number(view.read)} records read, ${counts}.`
					: `Failed: ${view.error ?? 'the import stopped'}. ${counts}.`
	return (
		<div className="import-progress">
			<p role="status" className="import-progress__status">
				{status}
			</p>
			{view.status !== 'failed' && (
				<progress
					className="import-progress__bar"
					max={Math.max(1, view.total ?? 1)}
					value={view.status === 'done' ? Math.max(1, view.total ?? 1) : view.read}
					aria-label={view.status === 'done' ? 'Import done' : done}
				/>
			)}
		</div>
	)
}

function UploadForm({ running }: { running: boolean }) {
	const upload = useUploadCatalogue()
	const input = useRef<HTMLInputElement>(null)
	const [format, setFormat] = useState<CatalogueFormat>('goodbooks')
	const [errors, setErrors] = useState<{ file?: string; format?: string; form?: string }>({})

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const file = input.current?.files?.[0]
		if (!file) return setErrors({ file: 'Choose a catalogue file first.' })
		if (file.size > CATALOGUE_UPLOAD_MAX_BYTES)
			return setErrors({
				file: `${file.name} is larger than 50 MB; import it on the server with npm run catalog:import.`,
			})
		setErrors({})
		upload.mutate(
			{ file, format },
			{
				onSuccess: () => {
					if (input.current) input.current.value = ''
				},
				onError: (e) =>
					setErrors(
						e instanceof ApiError && (e.fields.file || e.fields.format)
							? { file: e.fields.file, format: e.fields.format }
							: { form: e.message },
					),
			},
		)
	}
	return (
		<section className="settings-group" aria-labelledby="catalogue-upload-title">
			<h2 id="catalogue-upload-title">Load a catalogue file</h2>
			<p className="muted">
				goodbooks-10k’s books.csv (<a href={GOODBOOKS_URL}>github.com/zygmuntz/goodbooks-10k</a>) or an Open Library
				dump (<a href={OPEN_LIBRARY_DUMPS_URL}>openlibrary.org/developers/dumps</a>; authors first, then works and
				editions). Up to 50 MB here; bigger files on the server with <code>npm run catalog:import</code>. Books already
				in the catalogue are updated, never doubled.
			</p>
			<form className="import-form" onSubmit={onSubmit} noValidate>
				<FieldFrame id="catalogue-format" label="Format" error={errors.format}>
					{(aria) => (
						<select
							{...aria}
							id="catalogue-format"
							name="format"
							className="field__input"
							value={format}
							onChange={(event) => setFormat(event.target.value as CatalogueFormat)}
						>
							<option value="goodbooks">goodbooks-10k books.csv</option>
							<option value="openlibrary">Open Library dump (.txt or .txt.gz)</option>
						</select>
					)}
				</FieldFrame>
				<FieldFrame id="catalogue-file" label="Catalogue file (up to 50 MB)" error={errors.file}>
					{(aria) => (
						<input
							{...aria}
							ref={input}
							id="catalogue-file"
							name="file"
							type="file"
							accept=".csv,.txt,.gz,text/csv,text/plain,application/gzip"
							className="import-form__file"
						/>
					)}
				</FieldFrame>
				<Button type="submit" busy={upload.isPending} disabled={running}>
					{upload.isPending ? 'Uploading…' : 'Upload and import'}
				</Button>
				{running && <p className="muted">An import is running; the next one can start when it ends.</p>}
			</form>
			<p role="alert" className={errors.form ? undefined : 'visually-hidden'}>
				{errors.form ?? errors.file ?? errors.format}
			</p>
		</section>
	)
}
