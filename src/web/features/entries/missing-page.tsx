import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header.tsx'

/**
 * Inside the reader's shell, what is not there (or not theirs) is said in the page rather than with the public
 * not-found page, which would bring a second header and menu. The server answered 404 either way.
 */
export function MissingPage({
	title,
	text,
	link,
}: {
	title: string
	text: string
	link: { to: string; label: string }
}) {
	return (
		<div className="section-page">
			<PageHeader title={title} lead={text} />
			<p>
				<Link to={link.to} className="button button--primary">
					{link.label}
				</Link>
			</p>
		</div>
	)
}
