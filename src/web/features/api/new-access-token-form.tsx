import { type FormEvent, useState } from 'react'
import {
	AccessTokenInput,
	type AccessTokenScope,
	type CreatedAccessToken,
} from '../../../shared/schemas/access-tokens.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { formText } from '../auth/form-values.ts'
import { useCreateAccessToken } from './access-token-hooks.ts'

const ORDER = ['name', 'scope'] as const

const SCOPES = [
	{
		value: 'read',
		label: 'Read',
		description: 'Look at your diary, shelves, lists, feed and profile, and what others share with you.',
	},
	{
		value: 'read-write',
		label: 'Read and write',
		description: 'Also log reads, shelve books, edit lists, follow and comment, as you would.',
	},
] as const

/** Name and scope; the new token's secret goes up to the section, which shows it once. */
export function NewAccessTokenForm({ onCreated }: { onCreated: (created: CreatedAccessToken) => void }) {
	const create = useCreateAccessToken()
	const errors = useFormErrors(ORDER)
	const [scope, setScope] = useState<AccessTokenScope>('read')

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = event.currentTarget
		const parsed = AccessTokenInput.safeParse({ name: formText(new FormData(form), 'name'), scope })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		create.mutate(parsed.data, {
			onSuccess: (created) => {
				form.reset()
				setScope('read')
				onCreated(created)
			},
			onError: errors.showFailure,
		})
	}

	return (
		<form className="form" noValidate onSubmit={onSubmit} aria-labelledby="new-token-title">
			<h3 id="new-token-title">New token</h3>
			<FormAlert message={errors.summary} />
			<TextField
				id="token-name"
				name="name"
				label="Name"
				hint="What will use it, for example 'Kindle sync'."
				autoComplete="off"
				maxLength={80}
				error={errors.fields.name}
				inputRef={errors.register('name')}
			/>
			<RadioGroup
				name="token-scope"
				legend="What it may do"
				options={SCOPES}
				value={scope}
				onChange={setScope}
				error={errors.fields.scope}
				inputRef={errors.register('scope')}
			/>
			<div className="form__actions">
				<Button type="submit" busy={create.isPending}>
					Create token
				</Button>
			</div>
		</form>
	)
}
