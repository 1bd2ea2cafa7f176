import { useEffect } from 'react'

/** Each page names itself first, so tabs, history and screen readers tell pages apart ("Sign in · Dogear"). */
export function useDocumentTitle(title: string | null) {
	useEffect(() => {
		document.title = title ? `${title} · Dogear` : 'Dogear'
	}, [title])
}
