import { useUnreadCount } from './notification-hooks.ts'

/** The unread count beside 'Notifications' in the menu, read with the link as '3 unread'; nothing when none are. */
export function UnreadBadge() {
	const unread = useUnreadCount().data?.unread ?? 0
	if (unread === 0) return null
	return (
		<>
			{' '}
			<span className="unread-badge">
				{unread > 99 ? '99+' : unread}
				<span className="visually-hidden"> unread</span>
			</span>
		</>
	)
}
