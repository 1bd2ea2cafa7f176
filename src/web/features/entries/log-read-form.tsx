import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { entryPath } from '../../../shared/page-routes.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import { EntryInput, type EntryView } from '../../../shared/schemas/entries.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useSubmissionKey } from '../../lib/use-submission-key.ts'
import { formatPublishedDate } from '../books/book-format.ts'
import { useBook } from '../books/book-hooks.ts'
import { EntryBook } from './entry-book.tsx'
import { EntryFields } from './entry-fields.tsx'
import { ENTRY_FIELDS, changedFields, entryFields, newEntryValues } from './entry-form-values.ts'
import { useLogEntry } from './entry-hooks.ts'
import {
	EDITION_CHOICE_FIELDS,
	type EditionChoice,
	editionChoiceFields,
	firstEditionChoice,
	ReadEditionFields,
} from './read-edition-fields.tsx'

const LOG_FIELDS = [...EDITION_CHOICE_FIELDS, ...ENTRY_FIELDS]

type LogReadFormProps = {
	book: BookSummary
	/** Who sees new entries by the reader's setting: where the form starts. */
	visibility: Visibility
	/** The reader's earlier entries of the book, latest first. */
	earlier: EntryView[]
	/** Whether the form holds something not saved, each time that changes: its page or dialog guards it. */
	onDirtyChange: (dirty: boolean) => void
	onSaved: (entry: EntryView) => void
	/** The way out beside Save: a link on the page, a button in the dialog. */
	cancel: ReactNode
}

/** One read of one book: the same form on its own page (log-book-page.tsx) and in the quick dialog. */
export function LogReadForm({ book, visibility, earlier, onDirtyChange, onSaved, cancel }: LogReadFormProps) {
	const dates = useReaderTime()
	// A book logged before is read again: a reread, unless the reader says otherwise.
	const [initial] = useState(() => ({ ...newEntryValues(dates.today(), visibility), reread: earlier.length > 0 }))
	const latest = earlier[0]
	const [values, setValues] = useState(initial)
	const editions = useBook(book.id, true).data?.book.editions ?? []
	// Until the reader picks, the read is the book's first edition, whenever the editions arrive.
	const [picked, setPicked] = useState<EditionChoice | null>(null)
	const choice = picked ?? firstEditionChoice(editions)
	const errors = useFormErrors(LOG_FIELDS)
	const log = useLogEntry()
	const submissionKey = useSubmissionKey()
	const dirty = picked !== null || Object.keys(changedFields(initial, values)).length > 0
	useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const parsed = EntryInput.safeParse({ bookId: book.id, ...editionChoiceFields(choice), ...entryFields(values) })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		log.mutate(
			{ input: parsed.data, key: submissionKey(parsed.data) },
			{ onSuccess: ({ entry }) => onSaved(entry), onError: errors.showFailure },
		)
	}

	return (
		<form className="form entry-form" noValidate onSubmit={onSubmit} aria-label={`Log ${book.title}`}>
			<EntryBook book={book} height={100} />
			{latest && (
				<p className="muted">
					You have logged this book before (latest read:{' '}
					<Link to={entryPath(latest.id)}>{formatPublishedDate(latest.readOn)}</Link>), so this read is marked as a
					reread.
				</p>
			)}
			<FormAlert message={errors.summary} />
			<ReadEditionFields editions={editions} choice={choice} onChange={setPicked} errors={errors} />
			<EntryFields
				values={values}
				onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
				errors={errors}
			/>
			<div className="form__actions">
				<Button type="submit" busy={log.isPending}>
					Save
				</Button>
				{cancel}
			</div>
		</form>
	)
}
