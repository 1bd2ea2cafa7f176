import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { editListPath } from '../../../shared/page-routes.ts'
import { LIST_ITEMS_DEFAULT, ListInput } from '../../../shared/schemas/lists.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useSubmissionKey } from '../../lib/use-submission-key.ts'
import { useDefaultVisibility } from '../entries/entry-hooks.ts'
import { LIST_FIELDS, ListFields, type ListValues, listInputOf } from './list-fields.tsx'
import { useCreateList } from './list-hooks.ts'

/** /nav/list/add: a new list; saved, it opens in the editor to add its books. */
export function NewListPage() {
	const visibility = useDefaultVisibility()
	return (
		<div className="section-page list-form-page">
			<PageHeader title="New list" />
			{visibility.pending ? (
				<p className="page-loading" aria-busy="true">
					Loading…
				</p>
			) : (
				<NewListForm
					start={{
						name: '',
						description: '',
						ranked: false,
						visibility: visibility.value,
						maxItems: String(LIST_ITEMS_DEFAULT),
					}}
				/>
			)}
		</div>
	)
}

function NewListForm({ start }: { start: ListValues }) {
	const [values, setValues] = useState(start)
	const errors = useFormErrors(LIST_FIELDS)
	const create = useCreateList()
	const submissionKey = useSubmissionKey()
	const navigate = useNavigate()

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const parsed = ListInput.safeParse(listInputOf(values))
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		const input = listInputOf(values)
		create.mutate(
			{ input, key: submissionKey(input) },
			{ onSuccess: (data) => navigate(editListPath(data.list.id)), onError: errors.showFailure },
		)
	}

	return (
		<form className="form list-form" noValidate onSubmit={onSubmit} aria-label="New list">
			<FormAlert message={errors.summary} />
			<ListFields
				values={values}
				onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
				errors={errors}
			/>
			<div className="form__actions">
				<Button type="submit" busy={create.isPending}>
					Create list
				</Button>
			</div>
		</form>
	)
}
