import { Link } from 'react-router'

/** The links open the documents the reader is agreeing to; the label text itself still toggles the box. */
export function TermsLabel() {
	return (
		<>
			I agree to the <Link to="/terms&conditions">terms and conditions</Link> and have read the{' '}
			<Link to="/privacy-policy">privacy policy</Link>
		</>
	)
}
