const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * An en-US date format, made once for its options: toLocaleDateString makes a new one on every call, which was
 * 4% of the server's busy time serving book pages (docs/performance.md, 'Lighthouse'), and as much in a browser.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = JSON.stringify(options)
	let format = formats.get(key)
	if (!format) formats.set(key, (format = new Intl.DateTimeFormat('en-US', options)))
	return format
}
