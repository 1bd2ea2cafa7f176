import type { ShelfSort } from '../../../shared/schemas/shelves.ts'
import { FilterLinks } from '../../components/ui/filter-links.tsx'

const SORTS: { sort: ShelfSort; label: string }[] = [
	{ sort: 'added', label: 'Date added' },
	{ sort: 'title', label: 'Title' },
	{ sort: 'author', label: 'Author' },
]

/** The sort in a shelf page's address (?sort=title|author); newest added first otherwise. */
export const shelfSortFrom = (value: string | null): ShelfSort => SORTS.find((s) => s.sort === value)?.sort ?? 'added'

/** A shelf's sorts as links under `path`, the current one marked. */
export function ShelfSortLinks({ path, current, label }: { path: string; current: ShelfSort; label: string }) {
	const choices = SORTS.map(({ sort, label }) => ({
		label,
		to: sort === 'added' ? path : `${path}?sort=${sort}`,
		current: sort === current,
	}))
	return <FilterLinks label={label} lead="Sort by" choices={choices} />
}
