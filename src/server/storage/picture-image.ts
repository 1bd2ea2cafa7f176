import sharp from 'sharp'
import { PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS, ProfileMessages } from '../../shared/schemas/profile.ts'
import { ApiError } from '../http/errors.ts'

export const PICTURE_SIZES = [512, 128] as const
type Format = 'jpeg' | 'png' | 'gif' | 'webp'

const refuse = (status: 400 | 413 | 415, message: string) =>
	new ApiError(status, 'invalid_picture', message, { picture: message })

/** The image format by the file's first bytes; what it is called or claims to be does not matter. */
export function sniffPictureFormat(bytes: Uint8Array): Format | undefined {
	const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1')
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
	if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
	if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
	if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
	return undefined
}

/**
 * Checks an uploaded picture and draws it anew as square WebP files of 512 and 128 pixels. Only decoded
 * pixels survive: EXIF, GPS, comments and anything appended to the file are left behind, so a JPEG that is
 * also an HTML page comes out as a plain picture. The pixel count is read from the header before anything is
 * decoded (a 'decompression bomb' fails here), and sharp's limitInputPixels guards the decoder as well.
 */
export async function reencodePicture(bytes: Buffer): Promise<Record<(typeof PICTURE_SIZES)[number], Buffer>> {
	if (bytes.length > PICTURE_MAX_BYTES) throw refuse(413, ProfileMessages.pictureTooLarge)
	const format = sniffPictureFormat(bytes)
	if (!format) throw refuse(415, ProfileMessages.pictureType)
	// metadata() reads the header only; without lifting the limit here it would refuse big pictures as unreadable.
	const header = await sharp(bytes, { limitInputPixels: false })
		.metadata()
		.catch(() => undefined)
	if (!header?.width || !header.height || header.format !== format) throw refuse(400, ProfileMessages.pictureDamaged)
	if (header.width * header.height > PICTURE_MAX_PIXELS) throw refuse(400, ProfileMessages.pictureTooManyPixels)
	const options = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'warning' } as const
	try {
		// Decoded once; rotate() applies the EXIF orientation before the metadata goes.
		const upright = await sharp(bytes, options)
			.rotate()
			.resize(PICTURE_SIZES[0], PICTURE_SIZES[0], { fit: 'cover' })
			.raw()
			.toBuffer({ resolveWithObject: true })
		const encode = (size: number) =>
			sharp(upright.data, { raw: upright.info }).resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
		const [large, small] = await Promise.all(PICTURE_SIZES.map(encode))
		return { 512: large!, 128: small! }
	} catch {
		throw refuse(400, ProfileMessages.pictureDamaged)
	}
}
