/** First focusable element on every page: keyboard users jump past the header and menu. */
export function SkipLink() {
	return (
		<a className="skip-link" href="#main-content">
			Skip to main content
		</a>
	)
}
