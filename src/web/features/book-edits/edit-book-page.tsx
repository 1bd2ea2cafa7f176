import { type FormEvent, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { bookHistoryPath, bookPath, isKnownPage } from '../../../shared/page-routes.ts'
import {
	BOOK_DESCRIPTION_MAX,
	type BookPatch,
	BookPatch as BookPatchSchema,
} from '../../../shared/schemas/book-edits.ts'
import type { BookDetail } from '../../../shared/schemas/books.ts'
import { PICTURE_ACCEPT } from '../../../shared/schemas/profile.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { fieldErrorsFrom, formErrorsFromFailure } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { BookCover } from '../books/book-cover.tsx'
import { useBook } from '../books/book-hooks.ts'
import { MissingPage } from '../entries/missing-page.tsx'
import { useBookHistory, useEditBook, useUploadCover } from './book-edit-hooks.ts'
import { authorNames, byFormField, numberOrNull } from './book-form-values.ts'

const FIELDS = [
	'title',
	'subtitle',
	'authors',
	'description',
	'pageCount',
	'year',
	'language',
	'seriesName',
	'seriesNumber',
] as const
type Values = Record<(typeof FIELDS)[number], string>

const valuesOf = (book: BookDetail): Values => ({
	title: book.title,
	subtitle: book.subtitle ?? '',
	authors: book.authors.map((a) => a.name).join('; '),
	description: book.description ?? '',
	pageCount: book.pageCount ? String(book.pageCount) : '',
	year: book.publishedDate?.slice(0, 4) ?? '',
	language: book.language ?? '',
	seriesName: book.series?.name ?? '',
	seriesNumber: book.series?.number ?? '',
})

/** The fields the reader changed, as the API takes them: an edit names only what it changes. */
function patchOf(start: Values, values: Values): BookPatch {
	const patch: Record<string, unknown> = {}
	for (const field of FIELDS) {
		if (values[field] === start[field]) continue
		if (field === 'authors') patch.authors = authorNames(values.authors)
		else if (field === 'pageCount' || field === 'year') patch[field] = numberOrNull(values[field])
		else patch[field] = values[field]
	}
	return patch as BookPatch
}

/** /books/<id>/edit: the book's adder or an administrator corrects its catalogue data and cover. */
export function EditBookPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const book = useBook(id, valid)
	const history = useBookHistory(id, valid)
	const missing = [book.error, history.error].some((e) => e instanceof ApiError && e.status === 404)
	if (!valid || missing || history.data?.can.edit === false) {
		return (
			<MissingPage
				title="You cannot edit this book"
				text="Only the reader who added a book or an administrator can correct it. Anyone can report wrong data from the book's page."
				link={
					book.data
						? { to: bookPath(book.data.book), label: 'Go to the book' }
						: { to: '/nav/search', label: 'Search books' }
				}
			/>
		)
	}
	return (
		<div className="section-page book-form-page">
			<PageHeader title="Edit book" documentTitle={book.data ? `Edit ${book.data.book.title}` : 'Edit book'} />
			<QueryState query={book}>{(data) => <Editor key={data.book.id} book={data.book} />}</QueryState>
		</div>
	)
}

function Editor({ book }: { book: BookDetail }) {
	const [start, setStart] = useState(() => valuesOf(book))
	const [values, setValues] = useState(start)
	const [saved, setSaved] = useState<string | null>(null)
	const errors = useFormErrors(FIELDS)
	const edit = useEditBook(book.id)
	const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setSaved(null)
		const patch = patchOf(start, values)
		if (Object.keys(patch).length === 0) return errors.show({}, 'Nothing was changed.')
		const parsed = BookPatchSchema.safeParse(patch)
		if (!parsed.success) return errors.show(byFormField(fieldErrorsFrom(parsed.error)))
		errors.clear()
		edit.mutate(patch, {
			onSuccess: (data) => {
				const next = valuesOf(data.book)
				setStart(next)
				setValues(next)
				setSaved('Saved. The change is in the book’s history.')
			},
			onError: (failure) => {
				const { fields, form } = formErrorsFromFailure(failure)
				errors.show(byFormField(fields), form)
			},
		})
	}

	const field = (
		name: (typeof FIELDS)[number],
		label: string,
		extra: { hint?: string; inputMode?: 'numeric' } = {},
	) => (
		<TextField
			id={`book-${name}`}
			label={label}
			value={values[name]}
			onChange={(e) => set({ [name]: e.target.value })}
			error={errors.fields[name]}
			inputRef={errors.register(name)}
			{...extra}
		/>
	)

	return (
		<>
			<p className="book-edit__links">
				<Link to={bookPath(book)}>View the book</Link> · <Link to={bookHistoryPath(book.id)}>History</Link>
			</p>
			<CoverEditor book={book} />
			<form className="form book-form" noValidate onSubmit={onSubmit} aria-label="Book details">
				<FormAlert message={errors.summary} />
				<FormAlert message={saved} tone="success" />
				{field('title', 'Title')}
				{field('subtitle', 'Subtitle')}
				{field('authors', 'Authors', { hint: 'Separate several with semicolons.' })}
				<TextAreaField
					id="book-description"
					label="Description"
					value={values.description}
					onChange={(e) => set({ description: e.target.value })}
					rows={6}
					count={{ used: values.description.length, max: BOOK_DESCRIPTION_MAX }}
					error={errors.fields.description}
					inputRef={errors.register('description')}
				/>
				<div className="book-form__row">
					{field('pageCount', 'Pages', { inputMode: 'numeric' })}
					{field('year', 'Year published', { inputMode: 'numeric' })}
					{field('language', 'Language', { hint: 'A code: en, fr, pt-BR.' })}
				</div>
				<div className="book-form__row">
					{field('seriesName', 'Series')}
					{field('seriesNumber', 'Number in series')}
				</div>
				<div className="form__actions">
					<Button type="submit" busy={edit.isPending}>
						Save changes
					</Button>
				</div>
			</form>
		</>
	)
}

function CoverEditor({ book }: { book: BookDetail }) {
	const [file, setFile] = useState<File | null>(null)
	const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null)
	const upload = useUploadCover()

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (!file) return setMessage({ text: 'Choose a picture first.', tone: 'error' })
		upload.mutate(
			{ id: book.id, file },
			{
				onSuccess: () => {
					setMessage({ text: 'The new cover is saved.', tone: 'success' })
				},
				onError: (failure) =>
					setMessage({
						text: failure instanceof ApiError ? (failure.fields.picture ?? failure.message) : 'Something went wrong.',
						tone: 'error',
					}),
			},
		)
	}

	return (
		<form className="form book-cover-form" noValidate onSubmit={onSubmit} aria-label="Cover">
			<BookCover book={book} height={150} />
			<div>
				<FormAlert message={message?.text} tone={message?.tone} />
				<label className="field__label" htmlFor="book-cover">
					New cover
				</label>
				<input
					id="book-cover"
					type="file"
					accept={PICTURE_ACCEPT}
					onChange={(e) => setFile(e.target.files?.[0] ?? null)}
				/>
				<div className="form__actions">
					<Button type="submit" variant="secondary" busy={upload.isPending}>
						Upload cover
					</Button>
				</div>
			</div>
		</form>
	)
}
