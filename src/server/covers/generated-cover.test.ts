import assert from 'node:assert/strict'
import { test } from 'node:test'
import sharp from 'sharp'
import { coverColour, escapeXml, generatedCoverSvg, renderGeneratedCover, wrapText } from './generated-cover.ts'

/** WCAG contrast ratio of white text on this colour. */
function contrastWithWhite(hex: string) {
	const [r, g, b] = [1, 3, 5].map((i) => {
		const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
	})
	return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
}

test('the colour comes from the book id: stable, varied, and white text on it is readable (AA)', () => {
	assert.equal(coverColour('book-1'), coverColour('book-1'))
	const colours = new Set(Array.from({ length: 50 }, (_, i) => coverColour(`book-${i}`)))
	assert.ok(colours.size > 30, `only ${colours.size} colours for 50 books`)
	for (let i = 0; i < 500; i++) {
		const colour = coverColour(`book-${i}`)
		assert.match(colour, /^#[0-9a-f]{6}$/)
		assert.ok(contrastWithWhite(colour) >= 4.5, `${colour}: ${contrastWithWhite(colour).toFixed(2)}`)
	}
})

test('titles wrap at word boundaries, long words are cut, and too many lines end in an ellipsis', () => {
	assert.deepEqual(wrapText('The Left Hand of Darkness', 15, 6), ['The Left Hand', 'of Darkness'])
	assert.deepEqual(wrapText('  Dune  ', 15, 6), ['Dune'])
	assert.deepEqual(wrapText('Supercalifragilisticexpialidocious', 15, 6), [
		'Supercalifragil',
		'isticexpialidoc',
		'ious',
	])
	const long = wrapText('one two three four five six seven eight nine ten', 9, 2)
	assert.deepEqual(long, ['one two', 'three…'])
	assert.deepEqual(wrapText('aaaa bbbb cccc', 9, 1), ['aaaa…'])
	assert.deepEqual(wrapText('aaaaaaaaaaaa', 9, 1), ['aaaaaaaa…'])
	assert.deepEqual(wrapText('', 15, 6), [])
})

test('text is escaped for XML, control characters dropped, so any title renders', async () => {
	assert.equal(
		escapeXml(`<a href="x">Tom & Jerry's</a>`),
		'&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
	)
	assert.equal(escapeXml('bell\u0007 tab\t'), 'bell tab\t')
	const svg = generatedCoverSvg({ bookId: 'b', title: '</text><script>alert(1)</script>', authors: ['A & B'] })
	assert.ok(!svg.includes('<script>'))
	for (const title of ['</svg><svg>', '\u0000\u0001 Ω ß 東京 🙂', 'x'.repeat(500), '']) {
		const webp = await renderGeneratedCover({ bookId: 'b', title, authors: ['Somebody', 'Else', 'Third'] }, 150)
		const meta = await sharp(webp).metadata()
		assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 100, 150], JSON.stringify(title))
	}
})

test('authors: two are both named, more become "et al."', () => {
	assert.match(
		generatedCoverSvg({ bookId: 'b', title: 'T', authors: ['Neil Gaiman', 'Terry Pratchett'] }),
		/Neil Gaiman &amp;/,
	)
	assert.match(generatedCoverSvg({ bookId: 'b', title: 'T', authors: ['A', 'B', 'C'] }), />A et al\.</)
})
