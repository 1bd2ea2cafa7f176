import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Where deleting an account lands (settings' delete-account.tsx): a full page load, so a live region would be
 * born with its text and go unannounced. The notice takes focus instead, which screen readers read out.
 */
export function AccountDeletedNotice() {
	const [params] = useSearchParams()
	const deleted = params.get('account') === 'deleted'
	const ref = useRef<HTMLParagraphElement>(null)
	useEffect(() => {
		if (deleted) ref.current?.focus()
	}, [deleted])
	if (!deleted) return null
	return (
		<p ref={ref} role="status" tabIndex={-1} className="form-alert form-alert--success">
			Your account has been deleted, with everything it held. Thank you for reading with Dogear.
		</p>
	)
}
