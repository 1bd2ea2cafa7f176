import { Link } from 'react-router'
import type { NotificationView } from '../../../shared/schemas/notifications.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { notificationWords } from './notification-words.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** One notification: who, what, when, as one sentence linking to what it is about; unread ones marked. */
export function NotificationItem({ notification }: { notification: NotificationView }) {
	const dates = useReaderTime()
	const { actor } = notification
	const name = actor.name || actor.username
	const words = notificationWords(notification)
	return (
		<li className={notification.read ? 'notification' : 'notification notification--unread'}>
			<Avatar src={actor.image} name={name} size="small" />
			<p className="notification__text">
				{!notification.read && <span className="notification__new">New</span>}
				<Link to={words.href}>
					<strong>{name}</strong> {words.text}
				</Link>
				<time className="notification__time muted" dateTime={notification.createdAt}>
					{dates.ago(notification.createdAt)}
				</time>
			</p>
		</li>
	)
}
