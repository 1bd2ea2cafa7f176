import type { ClubSummary } from '../../../shared/schemas/club-core.ts'

/**
 * A club's picture, or its initial on the accent colour when it has none. Decorative (alt=""): the club's name
 * is always written beside it.
 */
export function ClubPicture({
	club,
	size,
}: {
	club: Pick<ClubSummary, 'name' | 'pictureUrl'>
	size: 'small' | 'large'
}) {
	const className = `club-picture club-picture--${size}`
	if (club.pictureUrl?.startsWith('/'))
		return (
			<img
				className={className}
				src={size === 'small' ? club.pictureUrl.replace(/-512\.webp$/, '-128.webp') : club.pictureUrl}
				alt=""
			/>
		)
	return (
		<span className={`${className} club-picture--initial`} aria-hidden="true">
			{[...club.name.trim()][0]?.toUpperCase() ?? '?'}
		</span>
	)
}
