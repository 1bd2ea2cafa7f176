import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { PublicLayout } from '../site/public-layout.tsx'

/** The server answers unknown paths with 404 and this same app, so people and crawlers get the same answer. */
export function NotFoundPage() {
	return (
		<PublicLayout narrow>
			<div className="auth-card">
				<PageHeader
					title="Page not found"
					lead="There is no page at this address. It may have moved, or the link may be mistyped."
				/>
				<p>
					<Link to="/" className="button button--primary">
						Go to the home page
					</Link>
				</p>
			</div>
		</PublicLayout>
	)
}
