import { Link } from 'react-router'

type Choice = { label: string; to: string; current: boolean }

/**
 * A row of choices that filter or sort a list, each a link (so each choice has a URL that reloads, goes Back
 * and can be shared); the chosen one is marked aria-current. `lead` is a visible word before them ('Sort by').
 */
export function FilterLinks({ label, lead, choices }: { label: string; lead?: string; choices: readonly Choice[] }) {
	return (
		<nav className="filter-nav" aria-label={label}>
			{lead && (
				<span className="filter-nav__label" aria-hidden="true">
					{lead}
				</span>
			)}
			<ul>
				{choices.map((choice) => (
					<li key={choice.to}>
						<Link className="filter-nav__link" to={choice.to} aria-current={choice.current ? 'page' : undefined}>
							{choice.label}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
