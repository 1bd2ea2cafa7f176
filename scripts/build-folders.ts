// Where `npm run build` puts each build and how `npm start` finds the one for the sources it has. Each build
// lives in dist/builds/<hash of its inputs>/ (web/, server-render/, server/main.mjs, build.json), renamed
// there only once complete; dist/current is a symbolic link to the newest, swapped by an atomic rename.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const BUILDS = resolve('dist', 'builds')
export const CURRENT = resolve('dist', 'current')

/** What a build is made from; test files are left out, since no build contains them. */
const INPUTS = [
	'src',
	'package.json',
	'package-lock.json',
	'vite.config.ts',
	'tsconfig.json',
	'scripts/build.ts',
	'scripts/build-folders.ts',
]

/** What build.json records: when it was made and which of its assets are its own (not carried from the builds before). */
export type BuildRecord = { hash: string; builtAt: string; assets: string[] }

function inputFiles(path: string): string[] {
	if (!existsSync(path)) return []
	if (!statSync(path).isDirectory()) return [path]
	return readdirSync(path)
		.sort()
		.flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : inputFiles(join(path, name))))
}

/** A hash of every input file's path and content: equal sources, equal hash, one build. */
export function inputsHash(): string {
	const hash = createHash('sha256')
	for (const file of INPUTS.flatMap(inputFiles)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
	return hash.digest('hex').slice(0, 16)
}

export function buildFolder(hash: string): string {
	return join(BUILDS, hash)
}

export function isBuilt(hash: string): boolean {
	return existsSync(join(buildFolder(hash), 'build.json'))
}

/** The complete builds, newest first. */
export function builds(): BuildRecord[] {
	if (!existsSync(BUILDS)) return []
	return readdirSync(BUILDS)
		.filter((name) => !name.startsWith('.') && isBuilt(name))
		.map((name) => JSON.parse(readFileSync(join(buildFolder(name), 'build.json'), 'utf8')) as BuildRecord)
		.sort((a, b) => b.builtAt.localeCompare(a.builtAt))
}

/** The build dist/current points at, if any. */
export function currentFolder(): string | undefined {
	return existsSync(CURRENT) ? realpathSync(CURRENT) : undefined
}

/** Points dist/current at a build: a new link renamed over the old one, so a reader never finds none. */
export function switchTo(hash: string) {
	if (currentFolder() === buildFolder(hash)) return
	const link = `${CURRENT}.${process.pid}`
	rmSync(link, { force: true })
	symlinkSync(join('builds', hash), link)
	renameSync(link, CURRENT)
}
