import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { linkParts, paragraphs } from './plain-text.ts'

describe('plain text', () => {
	it('keeps paragraphs and the line breaks inside them', () => {
		assert.deepEqual(paragraphs('One\nline two\n\n\r\n  Two <b>bold</b>  \n\n'), ['One\nline two', 'Two <b>bold</b>'])
	})

	it('turns web addresses into links and keeps the text around them', () => {
		assert.deepEqual(linkParts('See https://example.org/a?b=1#c for more, or http://x.test.'), [
			{ text: 'See ' },
			{ text: 'https://example.org/a?b=1#c', href: 'https://example.org/a?b=1#c' },
			{ text: ' for more, or ' },
			{ text: 'http://x.test', href: 'http://x.test' },
			{ text: '.' },
		])
	})

	it('leaves a closing bracket that belongs to the sentence, and keeps one that belongs to the address', () => {
		assert.deepEqual(linkParts('(at https://example.org/page)'), [
			{ text: '(at ' },
			{ text: 'https://example.org/page', href: 'https://example.org/page' },
			{ text: ')' },
		])
		const wiki = 'https://en.wikipedia.org/wiki/Dune_(novel)'
		assert.deepEqual(linkParts(`${wiki}!`), [{ text: wiki, href: wiki }, { text: '!' }])
	})

	it('never links other schemes, and keeps markup as text', () => {
		const text = 'javascript:alert(1) <a href="https://evil.test">x</a> data:text/html,hi'
		const parts = linkParts(text)
		assert.equal(parts.map((p) => p.text).join(''), text)
		assert.deepEqual(
			parts.filter((p) => p.href).map((p) => p.href),
			['https://evil.test'],
		)
	})

	it('gives plain text back as one part, and nothing for nothing', () => {
		assert.deepEqual(linkParts('Just words.\nTwo lines.'), [{ text: 'Just words.\nTwo lines.' }])
		assert.deepEqual(linkParts(''), [])
	})
})
