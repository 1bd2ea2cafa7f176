import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Open/closed state of the small-screen menu: Escape closes it and gives focus back to the toggle; opening
 * moves focus to the first link; following a link closes it.
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
		document.addEventListener('keydown', onKeyDown)
		return () => document.removeEventListener('keydown', onKeyDown)
	}, [open])

	const toggle = useCallback(() => setOpen((value) => !value), [])
	const close = useCallback(() => setOpen(false), [])
	return { open, toggle, close, toggleRef, menuRef }
}
