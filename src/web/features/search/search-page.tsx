import type { FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { BookSearchResults } from '../books/book-search-results.tsx'
import { ClubSearchResults } from '../clubs/club-search-results.tsx'
import { LogReadButton } from '../entries/log-read-button.tsx'
import { ListSearchResults } from '../lists/list-search-results.tsx'
import { UserSearchResults } from '../people/user-search-results.tsx'
import { SEARCH_KINDS, SEARCH_PANEL_ID, type SearchKind, SearchTabs, tabId } from './search-tabs.tsx'
import { SectionPage } from '../shell/section-page.tsx'

const PLACEHOLDERS: Record<SearchKind, string> = {
	book: 'Title, author or ISBN',
	user: 'Username or name',
	list: 'Words in a list’s name or description',
	club: 'Words in a club’s name or description',
}

/** The tab and the query live in the URL (?type=book&q=…), so a search can be reloaded and shared. */
export function SearchPage() {
	const [params, setParams] = useSearchParams()
	const kind = SEARCH_KINDS.find((k) => k.id === params.get('type'))?.id ?? 'book'
	const query = params.get('q') ?? ''

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
		setParams(q ? { type: kind, q } : { type: kind })
	}

	return (
		<SectionPage path="/nav/search">
			<SearchTabs selected={kind} onSelect={(next) => setParams(query ? { type: next, q: query } : { type: next })} />
			<div role="tabpanel" id={SEARCH_PANEL_ID} aria-labelledby={tabId(kind)} className="tabs__panel">
				<form role="search" className="search-form" onSubmit={onSubmit} key={`${kind}:${query}`}>
					<TextField
						id="search-query"
						name="q"
						type="search"
						label={`Search for a ${kind}`}
						placeholder={PLACEHOLDERS[kind]}
						defaultValue={query}
					/>
					<Button type="submit">Search</Button>
				</form>
				{kind === 'book' && (
					<BookSearchResults query={query} action={(book) => <LogReadButton book={book} variant="secondary" />} />
				)}
				{kind === 'user' && <UserSearchResults query={query} />}
				{kind === 'list' && <ListSearchResults query={query} />}
				{kind === 'club' && <ClubSearchResults query={query} />}
			</div>
		</SectionPage>
	)
}
