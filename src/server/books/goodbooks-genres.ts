// goodbooks-10k's tags are Goodreads shelves: genres mixed with 'to-read', 'favorites', 'owned', 'kindle',
// 'read-in-2015' and authors' names. Only the tags below count, each for one of a small set of genres, so
// a book's subjects read like a bookshop's sections. A tag not listed is ignored.
const GENRE_TAGS: Record<string, readonly string[]> = {
	Fantasy: [
		'fantasy',
		'high-fantasy',
		'epic-fantasy',
		'urban-fantasy',
		'ya-fantasy',
		'magic',
		'dragons',
		'fairy-tales',
	],
	'Science fiction': [
		'science-fiction',
		'sci-fi',
		'scifi',
		'sf',
		'dystopian',
		'dystopia',
		'post-apocalyptic',
		'time-travel',
		'steampunk',
		'space-opera',
		'cyberpunk',
		'speculative-fiction',
	],
	Mystery: ['mystery', 'mysteries', 'crime', 'detective', 'mystery-suspense', 'cozy-mystery', 'crime-fiction'],
	Thriller: ['thriller', 'thrillers', 'suspense', 'mystery-thriller', 'psychological-thriller', 'espionage'],
	Romance: [
		'romance',
		'contemporary-romance',
		'historical-romance',
		'paranormal-romance',
		'chick-lit',
		'new-adult',
		'romantic',
	],
	Paranormal: ['paranormal', 'supernatural', 'vampires', 'vampire', 'werewolves', 'angels', 'demons', 'witches'],
	'Historical fiction': ['historical-fiction', 'historical', 'historical-novels'],
	'Literary fiction': ['literary-fiction', 'literature', 'literary', 'contemporary-fiction', 'general-fiction'],
	Classics: ['classics', 'classic', 'classic-literature', 'clàssics', 'classic-novels'],
	'Young adult': ['young-adult', 'ya', 'teen', 'ya-fiction', 'young-adult-fiction', 'ya-books', 'ya-lit'],
	"Children's": [
		'childrens',
		'children',
		'children-s',
		'children-s-books',
		'childrens-books',
		'kids',
		'kids-books',
		'middle-grade',
		'picture-books',
		'picture-book',
		'juvenile',
		'children-s-literature',
		'children-s-lit',
	],
	Horror: ['horror', 'zombies', 'gothic'],
	'Non-fiction': ['non-fiction', 'nonfiction', 'essays'],
	Biography: ['biography', 'memoir', 'memoirs', 'autobiography', 'biography-memoir', 'biographies'],
	History: ['history', 'world-history', 'military-history'],
	Science: ['science', 'popular-science', 'physics', 'biology', 'astronomy', 'evolution'],
	Psychology: ['psychology'],
	Philosophy: ['philosophy'],
	Religion: ['religion', 'christian', 'spirituality', 'theology', 'christian-fiction'],
	'Self-help': ['self-help', 'personal-development', 'self-improvement'],
	Business: ['business', 'economics'],
	Poetry: ['poetry', 'poems'],
	Plays: ['plays', 'theatre', 'theater'],
	'Short stories': ['short-stories', 'short-story', 'anthologies'],
	'Graphic novels': [
		'graphic-novels',
		'graphic-novel',
		'comics',
		'manga',
		'comics-graphic-novels',
		'cómics',
		'comic-books',
	],
	Humour: ['humor', 'humour', 'funny', 'comedy'],
	Adventure: ['adventure', 'action-adventure'],
}

const GENRE_OF_TAG = new Map(Object.entries(GENRE_TAGS).flatMap(([genre, tags]) => tags.map((tag) => [tag, genre])))

/** The genre a goodbooks tag names ('sci-fi' → 'Science fiction'), or null for a shelf, a year or a name. */
export function genreOfTag(tag: string): string | null {
	return GENRE_OF_TAG.get(tag.trim().toLowerCase()) ?? null
}

// A genre a tenth as tagged as the book's main one is noise (a few readers' 'horror' shelf on a romance).
const MIN_SHARE = 0.1
const MAX_GENRES = 5

/** A book's genres from its tag counts, most tagged first: at most five, each at least a tenth of the first. */
export function genresOfBook(tagCounts: Iterable<[genre: string, count: number]>): string[] {
	const totals = new Map<string, number>()
	for (const [genre, count] of tagCounts) totals.set(genre, (totals.get(genre) ?? 0) + count)
	const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
	const top = ranked[0]?.[1] ?? 0
	return ranked
		.filter(([, count]) => count >= top * MIN_SHARE)
		.slice(0, MAX_GENRES)
		.map(([genre]) => genre)
}
