// A frozen copy of books/search-text.ts's foldText as 0009 and 0010 ran it: editing search never changes them.

// Letters that Unicode does not decompose into a base letter plus an accent.
const UNDECOMPOSED: Record<string, string> = {
	ø: 'o',
	æ: 'ae',
	œ: 'oe',
	ß: 'ss',
	ł: 'l',
	đ: 'd',
	ð: 'd',
	þ: 'th',
	ı: 'i',
}

/** Lower case, accents removed, punctuation kept: 'Brontë' → 'bronte'. */
export function foldText(text: string): string {
	return text
		.toLowerCase()
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.replace(/[øæœßłđðþı]/g, (c) => UNDECOMPOSED[c] ?? c)
}
