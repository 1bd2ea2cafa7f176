import type { ReactNode } from 'react'
import type { useBlocker } from 'react-router'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** The question useUnsavedChanges' blocker asks, in the page; `children` say what would be lost. */
export function LeaveDialog({ blocker, children }: { blocker: ReturnType<typeof useBlocker>; children: ReactNode }) {
	return (
		<ConfirmDialog
			open={blocker.state === 'blocked'}
			title="Leave without saving?"
			cancelLabel="Stay and keep editing"
			confirmLabel="Leave without saving"
			onCancel={() => blocker.reset?.()}
			onConfirm={() => blocker.proceed?.()}
		>
			{children}
		</ConfirmDialog>
	)
}
