import { useState } from 'react'
import { useLocation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { useOrigin } from '../../lib/use-origin.ts'

/** The page's address to copy when anyone may open it; otherwise, for its owner, why it cannot be shared. */
export function SharePanel({ shareable, own }: { shareable: boolean; own: boolean }) {
	const [copied, setCopied] = useState<string | null>(null)
	const url = `${useOrigin()}${useLocation().pathname}`
	if (!shareable) {
		return own ? (
			<p className="year-review__share-note">
				Your profile is private, so only you and your approved followers can open this page.
			</p>
		) : null
	}
	return (
		<section className="year-review__share" aria-labelledby="share-title">
			<h2 id="share-title">Share</h2>
			<label className="field__label" htmlFor="share-url">
				Link to this page
			</label>
			<div className="year-review__share-row">
				<input id="share-url" className="field__input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
				<Button
					variant="secondary"
					onClick={() =>
						navigator.clipboard.writeText(url).then(
							() => setCopied('Link copied.'),
							() => setCopied('Copying is not allowed here: select the link and copy it.'),
						)
					}
				>
					Copy link
				</Button>
			</div>
			<p role="status" className="year-review__copied">
				{copied}
			</p>
		</section>
	)
}
