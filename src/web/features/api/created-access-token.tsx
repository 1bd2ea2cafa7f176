import { useEffect, useRef, useState } from 'react'
import type { CreatedAccessToken } from '../../../shared/schemas/access-tokens.ts'
import { Button } from '../../components/ui/button.tsx'

/**
 * The secret, shown once: the server keeps only its hash. Focus moves here so a screen reader hears the warning
 * first; the secret sits in a read-only field that selects itself, for copying by hand when the clipboard is refused.
 */
export function CreatedAccessTokenPanel({ created, onDone }: { created: CreatedAccessToken; onDone: () => void }) {
	const headingRef = useRef<HTMLHeadingElement>(null)
	const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
	useEffect(() => headingRef.current?.focus(), [])

	async function copy() {
		try {
			await navigator.clipboard.writeText(created.secret)
			setCopied('yes')
		} catch {
			setCopied('no')
		}
	}

	return (
		<div className="created-token" role="group" aria-labelledby="created-token-title">
			<h3 id="created-token-title" ref={headingRef} tabIndex={-1}>
				Your new token “{created.token.name}”
			</h3>
			<p className="created-token__warning">
				<strong>Copy it now: you will not see it again.</strong> Anyone with it can act as you within its scope, so keep
				it as safe as a password.
			</p>
			<label className="field__label" htmlFor="created-token-secret">
				Token
			</label>
			<textarea
				id="created-token-secret"
				className="field__input created-token__secret"
				readOnly
				rows={2}
				value={created.secret}
				onFocus={(event) => event.currentTarget.select()}
				spellCheck={false}
			/>
			<p role="status" className="created-token__status">
				{copied === 'yes'
					? 'Copied to the clipboard.'
					: copied === 'no'
						? 'Your browser did not allow copying: select the token and copy it yourself.'
						: ''}
			</p>
			<div className="form__actions">
				<Button onClick={copy}>Copy token</Button>
				<Button variant="secondary" onClick={onDone}>
					I have copied it
				</Button>
			</div>
		</div>
	)
}
