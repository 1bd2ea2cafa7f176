/**
 * A reader's picture, or the first letter of their name on the accent colour when there is none. Decorative
 * (alt=""): the name is always written beside it. Only same-origin pictures are shown: the CSP allows images
 * from this origin alone, so a provider's picture URL would show as broken.
 */
export function Avatar({
	src,
	name,
	size,
}: {
	src: string | null | undefined
	name: string
	size: 'small' | 'medium' | 'large'
}) {
	const className = `avatar avatar--${size}`
	if (src?.startsWith('/') || src?.startsWith('blob:')) return <img className={className} src={src} alt="" />
	return (
		<span className={`${className} avatar--initial`} aria-hidden="true">
			{[...name.trim()][0]?.toUpperCase() ?? '?'}
		</span>
	)
}
