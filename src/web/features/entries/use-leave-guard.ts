import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useUnsavedChanges } from '../../lib/use-unsaved-changes.ts'

/**
 * Unsaved changes are questioned when the reader leaves (useUnsavedChanges), but not when the form itself leaves
 * after saving, discarding or deleting: `leave(to)` first lifts the guard, and the navigation happens in an effect
 * after the guard's own effect has seen that (effects run in the order the hooks were called).
 */
export function useLeaveGuard(dirty: boolean) {
	const [leaving, setLeaving] = useState<string | null>(null)
	const blocker = useUnsavedChanges(dirty && leaving === null)
	const navigate = useNavigate()
	useEffect(() => {
		// Replace: Back from where the form lands should not open the finished form again.
		if (leaving !== null) navigate(leaving, { replace: true })
	}, [leaving, navigate])
	return { blocker, leave: setLeaving }
}
