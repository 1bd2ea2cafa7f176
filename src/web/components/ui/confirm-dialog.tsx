import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from './button.tsx'

type ConfirmDialogProps = {
	open: boolean
	title: string
	children: ReactNode
	confirmLabel: string
	cancelLabel: string
	onConfirm: () => void
	onCancel: () => void
}

/**
 * An in-page question (never window.confirm): a modal <dialog>, so focus stays inside it, Escape cancels and
 * focus returns where it was. The safe answer comes first and has the focus.
 */
export function ConfirmDialog({
	open,
	title,
	children,
	confirmLabel,
	cancelLabel,
	onConfirm,
	onCancel,
}: ConfirmDialogProps) {
	const ref = useRef<HTMLDialogElement>(null)
	const id = useId()
	useEffect(() => {
		const dialog = ref.current
		if (open && !dialog?.open) dialog?.showModal()
		if (!open && dialog?.open) dialog.close()
	}, [open])
	return (
		<dialog
			ref={ref}
			className="dialog"
			aria-labelledby={`${id}-title`}
			aria-describedby={`${id}-body`}
			onCancel={(event) => {
				event.preventDefault()
				onCancel()
			}}
		>
			<h2 id={`${id}-title`} className="dialog__title">
				{title}
			</h2>
			<div id={`${id}-body`}>{children}</div>
			<div className="dialog__actions">
				<Button variant="secondary" onClick={onCancel} autoFocus>
					{cancelLabel}
				</Button>
				<Button variant="danger" onClick={onConfirm}>
					{confirmLabel}
				</Button>
			</div>
		</dialog>
	)
}
