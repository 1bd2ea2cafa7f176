import type { RemoteReader } from '../../../shared/schemas/remote-follows.ts'
import { Avatar } from '../../components/ui/avatar.tsx'

/** A reader on another server: picture (initial), name and full handle, linked to their profile on their server. */
export function RemoteReaderName({ reader }: { reader: RemoteReader }) {
	const label = (
		<>
			<span className="people-list__display">{reader.name}</span> <span className="muted">{reader.handle}</span>
		</>
	)
	return (
		<>
			<Avatar src={reader.pictureUrl} name={reader.name} size="small" />
			{reader.url ? (
				<a href={reader.url} className="follow-list__name" rel="noopener noreferrer nofollow">
					{label}
				</a>
			) : (
				<span className="follow-list__name">{label}</span>
			)}
		</>
	)
}
