import { type FormEvent, useState } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { isKnownPage, listPath } from '../../../shared/page-routes.ts'
import { type ListDetail, ListPatch } from '../../../shared/schemas/lists.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { MissingPage } from '../entries/missing-page.tsx'
import { ListBookSearch } from './list-book-search.tsx'
import { LIST_FIELDS, ListFields, type ListValues, listInputOf } from './list-fields.tsx'
import { ListItemsEditor } from './list-items-editor.tsx'
import { useDeleteList, useEditList, useList, useListItems } from './list-hooks.ts'

const LISTS_PATH = '/nav/lists'

/** /list/<id>/edit: the owner's editor: the list's settings, its books (order, notes, removal), adding books, deleting it. */
export function EditListPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const remove = useDeleteList(id)
	const list = useList(id, valid && !remove.isSuccess)
	if (remove.isSuccess) return <Navigate to={LISTS_PATH} replace />
	const missing = list.error instanceof ApiError && list.error.status === 404
	if (!valid || missing || list.data?.list.can.edit === false) {
		return (
			<MissingPage
				title="List not found"
				text="There is no list of yours at this address. It may have been deleted."
				link={{ to: LISTS_PATH, label: 'Go to your lists' }}
			/>
		)
	}
	return (
		<div className="section-page list-form-page">
			<PageHeader title="Edit list" documentTitle={list.data ? `Edit ${list.data.list.name}` : 'Edit list'} />
			<QueryState query={list}>{(data) => <Editor list={data.list} remove={remove} />}</QueryState>
		</div>
	)
}

const valuesOf = (list: ListDetail): ListValues => ({
	name: list.name,
	description: list.description,
	ranked: list.ranked,
	visibility: list.visibility,
	maxItems: String(list.maxItems),
})

function Editor({ list, remove }: { list: ListDetail; remove: ReturnType<typeof useDeleteList> }) {
	const [values, setValues] = useState(() => valuesOf(list))
	const [confirming, setConfirming] = useState(false)
	const [saved, setSaved] = useState(false)
	const errors = useFormErrors(LIST_FIELDS)
	const edit = useEditList(list.id)
	const items = useListItems(list.id)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setSaved(false)
		const { visibility, ...rest } = listInputOf(values)
		// A hidden list's visibility is not the owner's to send (the server would refuse it).
		const patch = list.hidden ? rest : { ...rest, visibility }
		const parsed = ListPatch.safeParse(patch)
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		edit.mutate(patch, { onSuccess: () => setSaved(true), onError: errors.showFailure })
	}

	return (
		<>
			<p className="list-editor__links">
				<Link to={listPath(list.id)}>View the list</Link>
			</p>
			<form className="form list-form" noValidate onSubmit={onSubmit} aria-label="List settings">
				<FormAlert message={errors.summary} />
				<ListFields
					values={values}
					onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
					errors={errors}
					visibilityLocked={list.hidden}
					itemCount={list.itemCount}
				/>
				<div className="form__actions">
					<Button type="submit" busy={edit.isPending}>
						Save settings
					</Button>
					<span role="status">{saved && !edit.isPending ? 'Settings saved.' : ''}</span>
				</div>
			</form>
			<ListItemsEditor list={list} items={items} />
			<ListBookSearch list={list} writes={items} />
			<section className="list-danger" aria-labelledby="list-danger-heading">
				<h2 id="list-danger-heading">Delete this list</h2>
				<FormAlert message={remove.error?.message} />
				<Button variant="danger" busy={remove.isPending} onClick={() => setConfirming(true)}>
					Delete list
				</Button>
			</section>
			<ConfirmDialog
				open={confirming}
				title="Delete this list?"
				cancelLabel="Keep it"
				confirmLabel="Delete list"
				onCancel={() => setConfirming(false)}
				onConfirm={() => {
					setConfirming(false)
					remove.mutate()
				}}
			>
				<p>‘{list.name}’ and its notes are removed for good. The books stay in the catalogue and on your shelves.</p>
			</ConfirmDialog>
		</>
	)
}
