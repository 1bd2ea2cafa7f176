import { Link } from 'react-router'
import { LogoMark } from '../../components/ui/logo.tsx'

/** Dogear's mark and name, a link to the landing page: the first thing in every public header. */
export function BrandLink() {
	return (
		<Link to="/" className="brand">
			<LogoMark />
			<span className="brand__name">Dogear</span>
		</Link>
	)
}
