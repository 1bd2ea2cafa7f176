import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { THEME_COLORS, type ThemeChoice } from '../../shared/theme.ts'
import { pageTemplate } from './page-template.ts'

const INDEX = [
	'<!doctype html><html><head><title>Dogear</title><link rel="modulepreload" href="/a.js"></head>',
	'<body><div id="root"></div><noscript><p>Dogear needs JavaScript to run in your browser.</p></noscript>',
	'<script type="module" src="/main.js"></script></body></html>',
].join('')
const DOLLARS = "$' $` $& $$ $1 $<a>"

test('head tags and a rendered page are joined in as written, $ patterns and all', () => {
	const build = pageTemplate(INDEX)
	const head = `<link rel="alternate" title="${DOLLARS}">`
	const page = build(
		head,
		{
			kind: 'page',
			html: `<h1>${DOLLARS}</h1>`,
			state: JSON.stringify({ text: `${DOLLARS} </script><!--` }),
		},
		'system',
	)
	assert.equal(
		page,
		[
			`<!doctype html><html><head><title>Dogear</title><link rel="modulepreload" fetchpriority="low" href="/a.js">${head}</head>`,
			`<body><div id="root"><h1>${DOLLARS}</h1></div><script type="application/json" id="dogear-state">{"text":"$' $\` $& $$ $1 $\\u003ca> \\u003c/script>\\u003c!--"}</script>`,
			'<noscript><p>You can read this page without JavaScript; signing in, logging your reads and the rest of Dogear need it.</p></noscript>',
			'<script type="module" fetchpriority="low" src="/main.js"></script></body></html>',
		].join(''),
	)
})

test('a page that was not rendered is index.html with its head tags; without them, index.html as built', () => {
	const build = pageTemplate(INDEX)
	assert.equal(
		build(`<meta content="${DOLLARS}">`, null, 'system'),
		INDEX.replace('</head>', () => `<meta content="${DOLLARS}"></head>`),
	)
	assert.equal(build(null, null, 'system'), INDEX)
})

test('an index.html without a head or a #root (the front end not built) is sent as it is', () => {
	const bare = '<!doctype html><title>Dogear</title><p>The front end is not built yet.</p>'
	assert.equal(pageTemplate(bare)('<meta name="x">', { kind: 'page', html: '<h1>x</h1>', state: '{}' }, 'dark'), bare)
})

test('a chosen theme is on the <html> element of every page, rendered or not; the system theme adds nothing', () => {
	const build = pageTemplate(INDEX)
	const rendered = { kind: 'page', html: '<h1>x</h1>', state: '{}' } as const
	assert.match(build(null, rendered, 'dark'), /^<!doctype html><html data-theme="dark"><head>/)
	assert.match(build(null, null, 'light'), /^<!doctype html><html data-theme="light"><head>/)
	assert.match(build(null, rendered, 'system'), /^<!doctype html><html><head>/)
})

test("the browser's toolbar colour is the chosen theme's on a device in either scheme, and the device's own under the system theme", () => {
	const colours = (html: string) =>
		[...html.matchAll(/name="theme-color" content="([^"]+)" media="[^"]+dark/g)].map((m) => m[1])
	const index = readFileSync('src/web/index.html', 'utf8')
	const build = pageTemplate(index)
	const tags = (theme: ThemeChoice) =>
		[
			...build(null, null, theme).matchAll(
				/<meta name="theme-color" content="([^"]+)" media="\(prefers-color-scheme: (\w+)\)"/g,
			),
		].map(([, colour, scheme]) => `${scheme} ${colour}`)
	assert.deepEqual(tags('system'), [`light ${THEME_COLORS.light}`, `dark ${THEME_COLORS.dark}`])
	assert.deepEqual(tags('dark'), [`light ${THEME_COLORS.dark}`, `dark ${THEME_COLORS.dark}`])
	assert.deepEqual(tags('light'), [`light ${THEME_COLORS.light}`, `dark ${THEME_COLORS.light}`])
	assert.deepEqual(colours(build(null, { kind: 'page', html: '<h1>x</h1>', state: '{}' }, 'light')), [
		THEME_COLORS.light,
	])
})
