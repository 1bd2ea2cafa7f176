import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** What a generated cover shows. */
export type CoverText = { bookId: string; title: string; authors: string[] }

// Drawn on a 200×300 canvas (2:3) and scaled by sharp to the height asked for.
const WIDTH = 200
const HEIGHT = 300
const TITLE_SIZE = 19
const TITLE_LINE = 23
// Bold serif at 19 px averages about 11 px a character: 14 of them fit the 160 px inside the frame.
const TITLE_CHARS = 14
const TITLE_LINES = 6
const AUTHOR_CHARS = 26
/** Bumped when the drawing changes, so stored generated covers are drawn again. */
export const GENERATED_COVER_VERSION = 1

/**
 * A hue from the book id, at a saturation and lightness where white text keeps a contrast ratio of at least
 * 4.5:1 (WCAG AA) whatever the hue: the same book always gets the same colour, neighbours usually differ.
 */
export function coverColour(bookId: string) {
	const hue = createHash('sha256').update(bookId).digest().readUInt16BE(0) % 360
	return hslToHex(hue, 0.45, 0.3)
}

/** Words into at most `maxLines` lines of about `width` characters; a longer text ends in '…'. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
	const words = text
		.trim()
		.split(/\s+/)
		.filter(Boolean)
		.flatMap((word) => chunk(word, width))
	const lines: string[] = []
	for (const word of words) {
		const last = lines.at(-1)
		if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`
		else lines.push(word)
	}
	if (lines.length <= maxLines) return lines
	const kept = lines.slice(0, maxLines)
	const last = kept[maxLines - 1]!
	// Room for the ellipsis: drop the last word, or cut a line that is one word.
	const space = last.lastIndexOf(' ')
	kept[maxLines - 1] = `${last.length < width ? last : last.slice(0, space > 0 ? space : width - 1)}…`
	return kept
}

const chunk = (word: string, width: number) =>
	Array.from({ length: Math.ceil(word.length / width) }, (_, i) => word.slice(i * width, (i + 1) * width))

export function escapeXml(text: string) {
	// Characters XML 1.0 forbids outright (control characters) would make the whole SVG unreadable.
	const allowed = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
	return allowed.replace(
		/[&<>"']/g,
		(c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as const)[c as '&']};`,
	)
}

/** The cover as SVG: the title wrapped over a few lines, the authors below, on the book's colour. */
export function generatedCoverSvg({ bookId, title, authors }: CoverText) {
	const titleLines = wrapText(title, TITLE_CHARS, TITLE_LINES)
	const byline = wrapText(authors.length > 2 ? `${authors[0]} et al.` : authors.join(' & '), AUTHOR_CHARS, 2)
	const top = 130 - (titleLines.length * TITLE_LINE) / 2
	const text = (lines: string[], y: number, step: number, attributes: string) =>
		lines
			.map((line, i) => `<text x="${WIDTH / 2}" y="${y + i * step}" ${attributes}>${escapeXml(line)}</text>`)
			.join('')
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
		`<rect width="${WIDTH}" height="${HEIGHT}" fill="${coverColour(bookId)}"/>`,
		`<rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/>`,
		text(
			titleLines,
			top + TITLE_SIZE,
			TITLE_LINE,
			`font-family="DejaVu Serif, Liberation Serif, serif" font-size="${TITLE_SIZE}" font-weight="bold" fill="#ffffff" text-anchor="middle"`,
		),
		text(
			byline,
			250,
			16,
			'font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="12" fill="#ffffff" text-anchor="middle"',
		),
		'</svg>',
	].join('')
}

/** The generated cover as WebP at this pixel height (2:3). Text needs a font on the server (fontconfig). */
export function renderGeneratedCover(cover: CoverText, height: number) {
	return (
		sharp(Buffer.from(generatedCoverSvg(cover)), { density: 72 * Math.max(1, height / HEIGHT) })
			.resize({ width: Math.round((height * 2) / 3), height, fit: 'fill' })
			.removeAlpha()
			// Sharper colour edges around the lettering than WebP's default chroma subsampling.
			.webp({ quality: 85, smartSubsample: true })
			.toBuffer()
	)
}

function hslToHex(hue: number, saturation: number, lightness: number) {
	const a = saturation * Math.min(lightness, 1 - lightness)
	const channel = (n: number) => {
		const k = (n + hue / 30) % 12
		const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
		return Math.round(value * 255)
			.toString(16)
			.padStart(2, '0')
	}
	return `#${channel(0)}${channel(8)}${channel(4)}`
}
