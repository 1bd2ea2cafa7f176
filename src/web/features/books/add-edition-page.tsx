import { type FormEvent, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { bookPath, isKnownPage } from '../../../shared/page-routes.ts'
import type { BookDetail } from '../../../shared/schemas/books.ts'
import { EditionInput, type EditionFormat } from '../../../shared/schemas/editions.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useSubmissionKey } from '../../lib/use-submission-key.ts'
import { MissingPage } from '../entries/missing-page.tsx'
import { useAddEdition, useBook } from './book-hooks.ts'
import { EDITION_FORMAT_OPTIONS } from './edition-format.ts'
import { ListeningLengthFields } from './listening-length-fields.tsx'

const FIELDS = ['format', 'isbn', 'pageCount', 'audioMinutes', 'publisher', 'year', 'language'] as const

/** /book/<id>/editions/new: another edition of a book (the work), added to the shared catalogue. */
export function AddEditionPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const book = useBook(id, valid)
	if (!valid || (book.error instanceof ApiError && book.error.status === 404))
		return (
			<MissingPage
				title="Book not found"
				text="This catalogue has no book at this address."
				link={{ to: '/nav/search', label: 'Search for a book' }}
			/>
		)
	return (
		<div className="section-page entry-form-page">
			<PageHeader
				title="Add another edition"
				documentTitle={book.data ? `Add an edition of ${book.data.book.title}` : 'Add another edition'}
			/>
			<QueryState query={book}>{(data) => <EditionForm book={data.book} />}</QueryState>
		</div>
	)
}

const count = (text: string) => (text.trim() === '' ? null : Number(text))

function EditionForm({ book }: { book: BookDetail }) {
	const [values, setValues] = useState({
		format: 'print' as EditionFormat,
		isbn: '',
		pages: '',
		hours: '',
		minutes: '',
		publisher: '',
		year: '',
		language: '',
	})
	const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }))
	const errors = useFormErrors(FIELDS)
	const add = useAddEdition(book.id)
	const submissionKey = useSubmissionKey()
	const navigate = useNavigate()
	const audio = values.format === 'audiobook'

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const hours = count(values.hours)
		const minutes = count(values.minutes)
		const parsed = EditionInput.safeParse({
			format: values.format,
			isbn: values.isbn,
			pageCount: audio ? null : count(values.pages),
			audioMinutes: audio && (hours !== null || minutes !== null) ? (hours ?? 0) * 60 + (minutes ?? 0) : null,
			publisher: values.publisher,
			year: count(values.year),
			language: values.language,
		})
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		const input = {
			...parsed.data,
			isbn: values.isbn,
		}
		add.mutate(
			{ input, key: submissionKey(input) },
			{ onSuccess: () => navigate(`${bookPath(book)}#book-editions`), onError: errors.showFailure },
		)
	}

	const { fields, register } = errors
	return (
		<form className="form entry-form" noValidate onSubmit={onSubmit} aria-label={`Add an edition of ${book.title}`}>
			<p>
				Another printing, e-book or audiobook of <Link to={bookPath(book)}>{book.title}</Link>. Readers who log it can
				then say which one they read.
			</p>
			<FormAlert message={errors.summary} />
			<RadioGroup
				name="edition-format"
				legend="Format"
				options={EDITION_FORMAT_OPTIONS}
				value={values.format}
				onChange={(format) => set({ format })}
				error={fields.format}
				inputRef={register('format')}
			/>
			<TextField
				id="edition-isbn"
				label="ISBN (optional)"
				hint="ISBN-10 or ISBN-13, with or without hyphens."
				value={values.isbn}
				onChange={(e) => set({ isbn: e.target.value })}
				error={fields.isbn}
				inputRef={register('isbn')}
			/>
			{audio ? (
				<ListeningLengthFields
					id="edition"
					hours={values.hours}
					minutes={values.minutes}
					onChange={set}
					error={fields.audioMinutes}
					inputRef={register('audioMinutes')}
				/>
			) : (
				<TextField
					id="edition-pages"
					label="Pages (optional)"
					inputMode="numeric"
					value={values.pages}
					onChange={(e) => set({ pages: e.target.value })}
					error={fields.pageCount}
					inputRef={register('pageCount')}
				/>
			)}
			<TextField
				id="edition-publisher"
				label="Publisher (optional)"
				value={values.publisher}
				onChange={(e) => set({ publisher: e.target.value })}
				error={fields.publisher}
				inputRef={register('publisher')}
			/>
			<div className="entry-form__dates">
				<TextField
					id="edition-year"
					label="Year published (optional)"
					inputMode="numeric"
					value={values.year}
					onChange={(e) => set({ year: e.target.value })}
					error={fields.year}
					inputRef={register('year')}
				/>
				<TextField
					id="edition-language"
					label="Language (optional)"
					hint="A code like en, de or fra."
					value={values.language}
					onChange={(e) => set({ language: e.target.value })}
					error={fields.language}
					inputRef={register('language')}
				/>
			</div>
			<div className="form__actions">
				<Button type="submit" busy={add.isPending}>
					Add edition
				</Button>
				<Link className="button button--secondary" to={bookPath(book)}>
					Cancel
				</Link>
			</div>
		</form>
	)
}
