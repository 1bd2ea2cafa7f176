import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { bookPath, editBookPath } from '../../../shared/page-routes.ts'
import { type DuplicatesResponse, NewBookInput } from '../../../shared/schemas/book-edits.ts'
import type { EditionFormat } from '../../../shared/schemas/editions.ts'
import { PICTURE_ACCEPT } from '../../../shared/schemas/profile.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { fieldErrorsFrom, formErrorsFromFailure } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useSubmissionKey } from '../../lib/use-submission-key.ts'
import { EDITION_FORMAT_OPTIONS } from '../books/edition-format.ts'
import { useAddBook, useFindDuplicates, useUploadCover } from './book-edit-hooks.ts'
import { authorNames, byFormField, numberOrNull } from './book-form-values.ts'

const FIELDS = ['title', 'authors', 'isbn', 'pageCount', 'year', 'format', 'picture'] as const

type Duplicates = DuplicatesResponse['duplicates']

/** /books/new[?title=…&author=…]: a book the catalogue lacks, added by the reader after a look at likely duplicates. */
export function NewBookPage() {
	const [params] = useSearchParams()
	const [values, setValues] = useState({
		title: params.get('title') ?? '',
		authors: params.get('author') ?? '',
		isbn: '',
		pageCount: '',
		year: '',
		format: 'print' as EditionFormat,
	})
	const [cover, setCover] = useState<File | null>(null)
	const [duplicates, setDuplicates] = useState<Duplicates | null>(null)
	const errors = useFormErrors(FIELDS)
	const check = useFindDuplicates()
	const add = useAddBook()
	const submissionKey = useSubmissionKey()
	const [bookId, setBookId] = useState<string | null>(null)
	const upload = useUploadCover()
	const navigate = useNavigate()
	const set = (patch: Partial<typeof values>) => {
		setValues((current) => ({ ...current, ...patch }))
		setDuplicates(null)
	}
	const input = {
		title: values.title,
		authors: authorNames(values.authors),
		isbn: values.isbn,
		pageCount: numberOrNull(values.pageCount),
		year: numberOrNull(values.year),
		format: values.format,
	}
	const failed = (failure: unknown) => {
		const { fields, form } = formErrorsFromFailure(failure)
		errors.show(byFormField(fields), form)
	}

	function create() {
		add.mutate(
			{ input, key: submissionKey(input) },
			{
				onSuccess: ({ book, created }) => {
					if (!created || !cover) return navigate(bookPath(book))
					setBookId(book.id)
					upload.mutate(
						{ id: book.id, file: cover },
						{
							onSuccess: () => navigate(bookPath(book)),
							onError: (failure) =>
								errors.show(
									{},
									`The book was added, but its cover was not: ${failure instanceof ApiError ? (failure.fields.picture ?? failure.message) : 'something went wrong'}`,
								),
						},
					)
				},
				onError: failed,
			},
		)
	}

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const parsed = NewBookInput.safeParse(input)
		if (!parsed.success) return errors.show(byFormField(fieldErrorsFrom(parsed.error)))
		errors.clear()
		if (duplicates) return create()
		check.mutate(input, {
			onSuccess: (found) => (found.duplicates.length > 0 ? setDuplicates(found.duplicates) : create()),
			onError: failed,
		})
	}

	return (
		<div className="section-page book-form-page">
			<PageHeader title="Add a book" lead="For a book this catalogue does not have yet." />
			<form className="form book-form" noValidate onSubmit={onSubmit} aria-label="New book">
				<FormAlert message={errors.summary} />
				{/* Stays in the page, so that screen readers already watch it when the look-up finds something. */}
				<p role="status" className="visually-hidden">
					{duplicates ? `${duplicates.length} books like this one are in the catalogue; they are listed below.` : ''}
				</p>
				{bookId && (
					<p>
						<Link to={editBookPath(bookId)}>Add its cover on the book's edit page</Link>
					</p>
				)}
				<TextField
					id="book-title"
					label="Title"
					value={values.title}
					onChange={(e) => set({ title: e.target.value })}
					error={errors.fields.title}
					inputRef={errors.register('title')}
					required
				/>
				<TextField
					id="book-authors"
					label="Authors"
					hint="Several? Separate them with semicolons: Terry Pratchett; Neil Gaiman"
					value={values.authors}
					onChange={(e) => set({ authors: e.target.value })}
					error={errors.fields.authors}
					inputRef={errors.register('authors')}
					required
				/>
				<TextField
					id="book-isbn"
					label="ISBN (optional)"
					hint="ISBN-10 or ISBN-13, with or without hyphens."
					value={values.isbn}
					onChange={(e) => set({ isbn: e.target.value })}
					error={errors.fields.isbn}
					inputRef={errors.register('isbn')}
					inputMode="numeric"
				/>
				<div className="book-form__row">
					<TextField
						id="book-pages"
						label="Pages (optional)"
						value={values.pageCount}
						onChange={(e) => set({ pageCount: e.target.value })}
						error={errors.fields.pageCount}
						inputRef={errors.register('pageCount')}
						inputMode="numeric"
					/>
					<TextField
						id="book-year"
						label="Year published (optional)"
						value={values.year}
						onChange={(e) => set({ year: e.target.value })}
						error={errors.fields.year}
						inputRef={errors.register('year')}
						inputMode="numeric"
					/>
				</div>
				<RadioGroup
					name="book-format"
					legend="Format"
					options={EDITION_FORMAT_OPTIONS}
					value={values.format}
					onChange={(format) => set({ format })}
					error={errors.fields.format}
					inputRef={errors.register('format')}
				/>
				<div className="field">
					<label className="field__label" htmlFor="book-cover">
						Cover (optional)
					</label>
					<p className="field__hint" id="book-cover-hint">
						A JPEG, PNG, WebP or GIF picture of the front, up to 5 MB.
					</p>
					<input
						id="book-cover"
						type="file"
						accept={PICTURE_ACCEPT}
						aria-describedby="book-cover-hint"
						onChange={(e) => setCover(e.target.files?.[0] ?? null)}
					/>
				</div>
				{duplicates && <DuplicateList duplicates={duplicates} />}
				<div className="form__actions">
					<Button type="submit" busy={check.isPending || add.isPending || upload.isPending}>
						{duplicates ? 'Create anyway' : 'Add book'}
					</Button>
				</div>
			</form>
		</div>
	)
}

function DuplicateList({ duplicates }: { duplicates: Duplicates }) {
	return (
		<section className="book-duplicates" aria-labelledby="book-duplicates-title">
			<h2 id="book-duplicates-title">Is it one of these?</h2>
			<p>The catalogue may have this book already. Open it if it is there; if not, create yours anyway.</p>
			<ul>
				{duplicates.map(({ book, match }) => (
					<li key={book.id}>
						<Link to={bookPath(book)}>{book.title}</Link>
						{book.authors.length > 0 && ` by ${book.authors.map((a) => a.name).join(', ')}`}
						{book.publishedDate && ` (${book.publishedDate.slice(0, 4)})`}
						<span className="muted"> — {match === 'isbn' ? 'has this ISBN' : 'a like title and author'}</span>
					</li>
				))}
			</ul>
		</section>
	)
}
