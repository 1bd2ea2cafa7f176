import type { ReactNode } from 'react'
import { count } from './stats-format.ts'

type Item = { key: string; name: ReactNode; books: number }

/** A ranked list with a bar for each count; the list itself is what a screen reader reads. */
export function TopList({ title, items, empty }: { title: string; items: readonly Item[]; empty: string }) {
	const max = Math.max(1, ...items.map((i) => i.books))
	return (
		<section className="stats-card stats-top" aria-label={title}>
			<h2 className="stats-card__title">{title}</h2>
			{items.length === 0 ? (
				<p className="stats-card__none">{empty}</p>
			) : (
				<ol className="stats-top__list">
					{items.map((item) => (
						<li key={item.key} className="stats-top__item">
							<span className="stats-top__name">{item.name}</span>
							<span className="stats-top__count">{count(item.books, 'book', 'books')}</span>
							<span className="stats-top__bar" aria-hidden="true">
								<span className="stats-top__fill" style={{ inlineSize: `${(item.books / max) * 100}%` }} />
							</span>
						</li>
					))}
				</ol>
			)}
		</section>
	)
}
