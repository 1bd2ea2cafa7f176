import { type KeyboardEvent, useRef } from 'react'

export const SEARCH_KINDS = [
	{ id: 'book', label: 'Book' },
	{ id: 'user', label: 'User' },
	{ id: 'list', label: 'List' },
	{ id: 'club', label: 'Club' },
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]['id']

export const tabId = (kind: SearchKind) => `search-tab-${kind}`
export const SEARCH_PANEL_ID = 'search-panel'

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them. */
export function SearchTabs({ selected, onSelect }: { selected: SearchKind; onSelect: (kind: SearchKind) => void }) {
	const tabs = useRef(new Map<SearchKind, HTMLButtonElement>())

	function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		const index = SEARCH_KINDS.findIndex((k) => k.id === selected)
		const last = SEARCH_KINDS.length - 1
		const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }
		const target = moves[event.key]
		if (target === undefined) return
		event.preventDefault()
		const kind = SEARCH_KINDS[(target + SEARCH_KINDS.length) % SEARCH_KINDS.length]?.id
		if (!kind) return
		onSelect(kind)
		tabs.current.get(kind)?.focus()
	}

	return (
		<div role="tablist" aria-label="Search for" className="tabs" onKeyDown={onKeyDown}>
			{SEARCH_KINDS.map((kind) => (
				<button
					key={kind.id}
					ref={(el) => {
						if (el) tabs.current.set(kind.id, el)
					}}
					type="button"
					role="tab"
					id={tabId(kind.id)}
					aria-selected={kind.id === selected}
					aria-controls={SEARCH_PANEL_ID}
					tabIndex={kind.id === selected ? 0 : -1}
					className="tabs__tab"
					onClick={() => onSelect(kind.id)}
				>
					{kind.label}
				</button>
			))}
		</div>
	)
}
