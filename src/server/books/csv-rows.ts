/**
 * Rows of a CSV stream (RFC 4180: quoted fields with "" escapes and line breaks, CRLF or LF), one at a time,
 * so a file of any size is read in constant memory.
 */
export async function* csvRows(chunks: AsyncIterable<string>): AsyncGenerator<string[]> {
	let row: string[] = []
	let field = ''
	// 'quoted': inside quotes; 'quote': a quote seen inside quotes, which "" turns back into a literal quote.
	let state: 'plain' | 'quoted' | 'quote' = 'plain'
	for await (const chunk of chunks) {
		for (const c of chunk) {
			if (state === 'quoted') {
				if (c === '"') state = 'quote'
				else field += c
				continue
			}
			if (state === 'quote') {
				state = 'plain'
				if (c === '"') {
					field += '"'
					state = 'quoted'
					continue
				}
			}
			if (c === '"' && field === '') state = 'quoted'
			else if (c === ',') {
				row.push(field)
				field = ''
			} else if (c === '\n') {
				row.push(field)
				yield row
				row = []
				field = ''
			} else if (c !== '\r') field += c
		}
	}
	if (field !== '' || row.length > 0) {
		row.push(field)
		yield row
	}
}

/** Rows as objects keyed by the header line's names. */
export async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<Record<string, string>> {
	let header: string[] | undefined
	for await (const row of csvRows(chunks)) {
		if (!header) header = row.map((name) => name.trim())
		else if (row.length > 1 || row[0] !== '') yield Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))
	}
}
