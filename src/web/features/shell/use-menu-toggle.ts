import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Open/closed state of the small-screen menu: Escape closes it and gives focus back to the toggle; opening
 * moves focus to the first link; following a link or tabbing out of it closes it.
 */
export function useMenuToggle() {
	const [open, setOpen] = useState(false)
	const toggleRef = useRef<HTMLButtonElement>(null)
	const menuRef = useRef<HTMLElement>(null)
	const { pathname } = useLocation()

	useEffect(() => setOpen(false), [pathname])

	useEffect(() => {
		if (!open) return
		menuRef.current?.querySelector<HTMLElement>('a, button')?.focus()
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return
			setOpen(false)
			toggleRef.current?.focus()
		}
		// The open menu covers the page; when Tab leaves it, close it so focus never lands on hidden content.
		const onFocusOut = (event: FocusEvent) => {
			const next = event.relatedTarget
			if (next instanceof Node && !menuRef.current?.contains(next) && !toggleRef.current?.contains(next)) setOpen(false)
		}
		const parts = [menuRef.current, toggleRef.current]
		document.addEventListener('keydown', onKeyDown)
		for (const part of parts) part?.addEventListener('focusout', onFocusOut)
		return () => {
			document.removeEventListener('keydown', onKeyDown)
			for (const part of parts) part?.removeEventListener('focusout', onFocusOut)
		}
	}, [open])

	const toggle = useCallback(() => setOpen((value) => !value), [])
	const close = useCallback(() => setOpen(false), [])
	return { open, toggle, close, toggleRef, menuRef }
}
