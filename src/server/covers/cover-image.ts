import sharp from 'sharp'

/** The heights the pages show covers at (home, lists, diary) and the pixel densities they ask for. */
export const COVER_HEIGHTS = [100, 150, 200] as const
export const COVER_DPRS = [1, 2] as const
/** Every pixel height a request can need: 100, 150, 200, 300 and 400. */
export const COVER_PIXEL_HEIGHTS = [...new Set(COVER_HEIGHTS.flatMap((h) => COVER_DPRS.map((d) => h * d)))]

// The kept original is drawn anew at most this tall: twice the largest size served, room for a larger page
// size later without fetching again, and a bound on what a source can make us store.
const ORIGINAL_MAX_HEIGHT = 800
// A few decoded megapixels is already a poster; this refuses decompression bombs before they are decoded.
const MAX_PIXELS = 40_000_000
// Open Library answers a cover it does not have with a 1×1 GIF (internetarchive/openlibrary#3362); nothing this
// small is a cover.
const MIN_SIDE = 16

export type NormalisedCover = { ok: true; webp: Buffer } | { ok: false; failure: 'not_an_image' | 'not_a_cover' }

/**
 * The source's pixels as a WebP at most 800 px tall, upright (EXIF orientation applied), without metadata.
 * Fails for bytes that do not decode, and for pictures no cover looks like: a placeholder pixel, or a banner
 * that would be thousands of pixels wide at the heights we serve.
 */
export async function normaliseCover(bytes: Buffer): Promise<NormalisedCover> {
	const header = await sharp(bytes, { limitInputPixels: false })
		.metadata()
		.catch(() => undefined)
	if (!header?.width || !header.height || header.width * header.height > MAX_PIXELS)
		return { ok: false, failure: 'not_an_image' }
	const [width, height] = (header.orientation ?? 1) >= 5 ? [header.height, header.width] : [header.width, header.height]
	if (Math.min(width, height) < MIN_SIDE || width > 2 * height || height > 4 * width)
		return { ok: false, failure: 'not_a_cover' }
	const webp = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
		.rotate()
		.resize({ height: ORIGINAL_MAX_HEIGHT, withoutEnlargement: true })
		.webp({ quality: 90 })
		.toBuffer()
		.catch(() => undefined)
	return webp ? { ok: true, webp } : { ok: false, failure: 'not_an_image' }
}

/** The cover at this pixel height, its width following the cover's own aspect ratio. */
export function resizeCover(original: Buffer, height: number) {
	return sharp(original).resize({ height }).webp({ quality: 80 }).toBuffer()
}
