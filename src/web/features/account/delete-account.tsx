import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { SIGN_OUT_PATH } from '../../../shared/page-routes.ts'
import { type AccountView, FRESH_SIGN_IN_MINUTES } from '../../../shared/schemas/account.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { formText } from '../auth/form-values.ts'
import { useDeleteAccount } from './account-hooks.ts'
import { ACCOUNT_DELETED_HOME, loadHomeSignedOut } from './load-home-signed-out.ts'

const ORDER = ['password'] as const

/**
 * Deleting is two steps on the page (never window.confirm): the button opens a confirmation that asks for the
 * password, or for a provider-only account explains that a fresh sign-in is needed. Afterwards, the home page,
 * which says the account was deleted.
 */
export function DeleteAccount({ account }: { account: AccountView }) {
	const [confirming, setConfirming] = useState(false)
	const openRef = useRef<HTMLButtonElement>(null)
	const headingRef = useRef<HTMLHeadingElement>(null)
	const opened = useRef(false)

	useEffect(() => {
		if (confirming) headingRef.current?.focus()
		else if (opened.current) openRef.current?.focus()
		opened.current ||= confirming
	}, [confirming])

	return (
		<section className="settings-group settings-group--danger" aria-labelledby="delete-title">
			<h2 id="delete-title">Delete account</h2>
			<p>
				Deleting your account removes your profile, picture and everything else it holds from this server. It cannot be
				undone.
			</p>
			{confirming ? (
				<DeleteConfirmation account={account} headingRef={headingRef} onCancel={() => setConfirming(false)} />
			) : (
				<Button ref={openRef} variant="danger" onClick={() => setConfirming(true)}>
					Delete my account…
				</Button>
			)}
		</section>
	)
}

type ConfirmationProps = { account: AccountView; headingRef: Ref<HTMLHeadingElement>; onCancel: () => void }

function DeleteConfirmation({ account, headingRef, onCancel }: ConfirmationProps) {
	const remove = useDeleteAccount()
	const errors = useFormErrors(ORDER)
	const provider = account.providers.map((p) => p.name).join(' or ')
	const needsFreshSignIn = remove.error instanceof ApiError && remove.error.code === 'reauthentication_required'

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		errors.clear()
		const input = account.hasPassword ? { password: formText(new FormData(event.currentTarget), 'password') } : {}
		remove.mutate(input, {
			onSuccess: () => loadHomeSignedOut(ACCOUNT_DELETED_HOME),
			onError: errors.showFailure,
		})
	}

	return (
		<form className="form delete-confirmation" noValidate onSubmit={onSubmit} aria-labelledby="delete-confirm-title">
			<h3 id="delete-confirm-title" ref={headingRef} tabIndex={-1}>
				Are you sure?
			</h3>
			<FormAlert message={errors.summary} />
			{needsFreshSignIn && (
				<p>
					<Link to={SIGN_OUT_PATH}>Sign out</Link>, sign in again with {provider}, then come back here.
				</p>
			)}
			{account.hasPassword ? (
				<TextField
					id="delete-password"
					name="password"
					type="password"
					label="Your password"
					autoComplete="current-password"
					hint="To make sure it is you."
					error={errors.fields.password}
					inputRef={errors.register('password')}
				/>
			) : (
				<p>
					Your account signs in with {provider} and has no password. To show it is you, you must have signed in with{' '}
					{provider} within the last {FRESH_SIGN_IN_MINUTES} minutes.
				</p>
			)}
			<div className="form__actions">
				<Button type="submit" variant="danger" busy={remove.isPending}>
					Delete my account permanently
				</Button>
				<Button variant="secondary" onClick={onCancel}>
					Cancel
				</Button>
			</div>
		</form>
	)
}
