import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5'
import { sanitizeInboundHtml } from './inbound-html.ts'

// The XSS corpus of tests/e2e/xss.spec.ts and the classic filter-evasion cases, each with what must be left.
const CORPUS: [string, string][] = [
	['<script>window.__xss = 1</script>', ''],
	['<img src=x onerror="window.__xss = 1">', ''],
	['<svg onload="window.__xss = 1"><circle r="1"/></svg>', ''],
	['"><iframe src="javascript:window.__xss = 1"></iframe>', '"&gt;'],
	['<a href="javascript:window.__xss = 1">click me</a>', 'click me'],
	['<a href=" JaVaScRiPt:alert(1)">x</a>', 'x'],
	['<a href="java&#x09;script:alert(1)">x</a>', 'x'],
	['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
	['<a href="/relative">x</a>', 'x'],
	['javascript:window.__xss = 1', 'javascript:window.__xss = 1'],
	['https://example.org/"onmouseover="window.__xss = 1', 'https://example.org/"onmouseover="window.__xss = 1'],
	["{{constructor.constructor('window.__xss = 1')()}}", "{{constructor.constructor('window.__xss = 1')()}}"],
	['<style>body { display: none }</style>after', 'after'],
	['<p style="color:red" onclick="x()" class="h">hi</p>', '<p>hi</p>'],
	['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
	['<<script>alert(1)//<</script>', '&lt;'],
	['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
	['<svg><p><style><img src=x onerror=alert(1)></style></p></svg>', '<p></p>'],
	['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
	['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
	['<textarea><img src=x onerror=alert(1)></textarea>', ''],
	[
		'<a href="https://e.org/" onmouseover="x()" target="_blank">e</a>',
		'<a href="https://e.org/" rel="nofollow noopener noreferrer">e</a>',
	],
	[
		'<a href="https://e.org/?a=1&b=&quot;2">e</a>',
		'<a href="https://e.org/?a=1&amp;b=%222" rel="nofollow noopener noreferrer">e</a>',
	],
	['<div><b>bold</b> <i>it</i></div>', 'bold it'],
	['<!-- <script>alert(1)</script> -->c', 'c'],
	['<![CDATA[<script>alert(1)</script>]]>', 'alert(1)]]&gt;'],
	['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
	['<base href="https://evil.example/"><form action="x"><input name="q"></form>', ''],
	['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
	['<object data="javascript:alert(1)"></object><embed src="x">', ''],
]

test('the XSS corpus: no script, handler, style or foreign address survives, and the text that is text stays', () => {
	for (const [input, expected] of CORPUS) assert.equal(sanitizeInboundHtml(input), expected, input)
})

test('what Mastodon and BookWyrm send keeps its paragraphs, links, emphasis, quotes, lists and code', () => {
	const mastodon =
		'<p>Reading <span class="h-card"><a href="https://ap.example.com/@foo" class="u-url mention">@<span>foo</span></a></span> <a href="https://ap.example.com/tags/books" class="mention hashtag" rel="tag">#<span>books</span></a><br>line two</p>'
	assert.equal(
		sanitizeInboundHtml(mastodon),
		'<p>Reading <span><a href="https://ap.example.com/@foo" rel="nofollow noopener noreferrer">@<span>foo</span></a></span> <a href="https://ap.example.com/tags/books" rel="nofollow noopener noreferrer">#<span>books</span></a><br>line two</p>',
	)
	const bookwyrm =
		'<p><em>Great</em> and <strong>long</strong></p><blockquote><p>A quote</p></blockquote><ul><li>one</li></ul><ol><li>two</li></ol><pre><code>x &lt; y</code></pre>'
	assert.equal(sanitizeInboundHtml(bookwyrm), bookwyrm)
})

test('deep or huge input costs a loop, not the call stack: the nesting is flattened to its text', () => {
	const deep = `${'<span>'.repeat(10_000)}deep${'</span>'.repeat(10_000)}`
	const cleaned = sanitizeInboundHtml(deep)
	assert.ok(cleaned.includes('deep'))
	assert.ok(cleaned.split('<span>').length - 1 <= 24, 'no more than MAX_DEPTH levels kept')
	assert.equal(sanitizeInboundHtml(`<p>${'a'.repeat(500_000)}</p>`).length, '<p></p>'.length + 100_000 - 3)
})

type ParsedNode = DefaultTreeAdapterMap['childNode']
const ALLOWED = new Set(['p', 'br', 'a', 'span', 'em', 'strong', 'blockquote', 'ul', 'ol', 'li', 'code', 'pre'])

/** Every element and attribute a browser would build from the output, walked with a stack. */
function elementsOf(output: string) {
	const found: { tag: string; attrs: Record<string, string> }[] = []
	const stack: ParsedNode[] = [...parseFragment(output).childNodes]
	while (stack.length > 0) {
		const node = stack.pop()!
		if (!('tagName' in node)) continue
		found.push({ tag: node.tagName, attrs: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])) })
		stack.push(...node.childNodes)
	}
	return found
}

const htmlish = fc.array(
	fc.oneof(
		fc.constantFrom(
			'<p>',
			'</p>',
			'<a href="https://e.org/x">',
			'<a href="javascript:alert(1)">',
			'</a>',
			'<script>',
			'</script>',
			'<style>',
			'<svg>',
			'<math>',
			'<img src=x onerror=alert(1)>',
			'<table>',
			'<td>',
			'<select>',
			'<noscript>',
			'<textarea>',
			'<!--',
			'-->',
			'<![CDATA[',
			'"',
			"'",
			'=',
			'<',
			'>',
			'&',
			'&lt;',
			'<pre>',
			'<li>',
			'<br/>',
			' onclick=x() ',
		),
		fc.string({ maxLength: 6 }),
	),
	{ maxLength: 40 },
)

test('for any mix of tags, quotes and text, a browser reading the output finds only the allow-list, and cleaning again changes nothing', () => {
	fc.assert(
		fc.property(htmlish, (parts) => {
			const output = sanitizeInboundHtml(parts.join(''))
			for (const { tag, attrs } of elementsOf(output)) {
				assert.ok(ALLOWED.has(tag), `${tag} in ${output}`)
				const names = Object.keys(attrs).sort()
				assert.deepEqual(names, tag === 'a' ? ['href', 'rel'] : [], output)
				if (tag === 'a') assert.match(attrs.href!, /^https?:\/\//)
			}
			assert.equal(sanitizeInboundHtml(output), output, 'stable when read again (no mutation on re-parse)')
		}),
		{ numRuns: 2000, seed: 29 },
	)
})
