/**
 * The live region of a form. It stays in the page while empty so screen readers already watch it when a
 * message arrives (a region inserted together with its text is often not announced).
 */
export function FormAlert({
	message,
	tone = 'error',
}: {
	message: string | null | undefined
	tone?: 'error' | 'success'
}) {
	return (
		<div
			role={tone === 'error' ? 'alert' : 'status'}
			className={message ? `form-alert form-alert--${tone}` : 'form-alert form-alert--empty'}
		>
			{message}
		</div>
	)
}
