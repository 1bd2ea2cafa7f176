/** A folded page corner: the dog-ear the app is named after. Decorative; the word "Dogear" beside it is the name. */
export function LogoMark() {
	return (
		<svg className="logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
			<path
				d="M6 3h14l6 6v20H6z"
				fill="var(--paper-mark)"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinejoin="round"
			/>
			<path d="M20 3v6h6" fill="var(--accent)" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
			<path d="M10 15h12M10 19h12M10 23h8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
		</svg>
	)
}
