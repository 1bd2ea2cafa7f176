import { useEffect, useRef, useState } from 'react'

type CoverHeight = 100 | 150 | 200

/**
 * A book's cover from /api/covers (always an image, a generated one when the book has none). Decorative: the
 * title is always beside it. Width and height are fixed (2:3) so nothing moves when it arrives; if it cannot be
 * loaded a plain box of the same size stands in. `first` marks the one cover a page leads with.
 */
export function BookCover({
	book,
	height,
	first = false,
}: {
	/** coverVersion moves when the cover changes: the browser keeps a cover a day, and a new address is asked for anew. */
	book: { id: string; coverVersion: string }
	height: CoverHeight
	first?: boolean
}) {
	const bookId = book.id
	const [failedId, setFailedId] = useState<string | null>(null)
	const image = useRef<HTMLImageElement>(null)
	// A cover in a page the server rendered may have failed before the app took the page over, with nobody
	// listening for its error event.
	useEffect(() => {
		if (image.current?.complete && image.current.naturalWidth === 0) setFailedId(bookId)
	}, [bookId])
	const className = `book-cover book-cover--${height}`
	if (failedId === bookId) return <span className={`${className} book-cover--missing`} aria-hidden="true" />
	const src = `/api/covers/${encodeURIComponent(bookId)}?h=${height}&v=${encodeURIComponent(book.coverVersion)}`
	return (
		<img
			ref={image}
			className={className}
			src={src}
			srcSet={`${src} 1x, ${src}&dpr=2 2x`}
			width={Math.round((height * 2) / 3)}
			height={height}
			alt=""
			// A page's own cover (a book's page) is often the largest thing on the first screen: it is asked for at once.
			// Covers in lists wait until they are near the screen.
			loading={first ? 'eager' : 'lazy'}
			fetchPriority={first ? 'high' : 'auto'}
			decoding="async"
			onError={() => setFailedId(bookId)}
		/>
	)
}
