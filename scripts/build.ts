// `npm run build` (and `npm start` when the sources changed): the front end, the server's render of pages and
// the server itself, bundled into one ES module, built into a new folder (dist/builds/<inputs hash>) that is
// renamed into place and made current only once complete. One build at a time per folder (dist/build.lock): a
// second build waits, then finds the first one's result. The builds before keep serving their hashed assets:
// the new build carries hard links to the own assets of the builds it keeps, so a tab opened before a deploy
// still finds the chunk it asks for.
import {
	closeSync,
	existsSync,
	linkSync,
	mkdirSync,
	openSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
	writeSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { build as bundle } from 'esbuild'
import { build as viteBuild } from 'vite'
import {
	BUILDS,
	type BuildRecord,
	buildFolder,
	builds,
	currentFolder,
	inputsHash,
	isBuilt,
	switchTo,
} from './build-folders.ts'

/** Builds kept, the current one included: their assets stay servable, older builds are removed. */
const KEEP = 3
const LOCK = resolve('dist', 'build.lock')

function alive(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

/** Takes dist/build.lock, waiting while a live process holds it; a lock left by a process that died is taken over. */
async function lock(): Promise<() => void> {
	mkdirSync(resolve('dist'), { recursive: true })
	let told = false
	for (;;) {
		try {
			const fd = openSync(LOCK, 'wx')
			writeSync(fd, String(process.pid))
			closeSync(fd)
			return () => rmSync(LOCK, { force: true })
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		}
		const holder = Number(readFileSync(LOCK, 'utf8').trim())
		if (holder && !alive(holder)) {
			rmSync(LOCK, { force: true })
			continue
		}
		if (!told) console.log(`Another build is running (process ${holder}); waiting for it.`)
		told = true
		await new Promise((resolveWait) => setTimeout(resolveWait, 500))
	}
}

async function buildInto(folder: string) {
	const configFile = resolve('vite.config.ts')
	await viteBuild({ configFile, logLevel: 'warn', build: { outDir: join(folder, 'web') } })
	await viteBuild({ configFile, logLevel: 'warn', build: { ssr: true, outDir: join(folder, 'server-render') } })
	await bundle({
		entryPoints: ['src/server/main.ts'],
		outfile: join(folder, 'server', 'main.mjs'),
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node24',
		// Native packages stay outside; the build lives inside the project, so they resolve from node_modules.
		external: ['better-sqlite3', 'sharp', 'pg-native'],
		// Bundled CommonJS packages call require(); an ES module has none of its own.
		banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
		sourcemap: 'linked',
		logLevel: 'warning',
	})
}

/** Hard links to the kept builds' own assets, beside the new build's (whose names, hashed, never collide). */
function carryAssets(folder: string, kept: BuildRecord[]) {
	const assets = join(folder, 'web', 'assets')
	const present = new Set(readdirSync(assets))
	for (const record of kept) {
		for (const name of record.assets) {
			const from = join(buildFolder(record.hash), 'web', 'assets', name)
			if (present.has(name) || !existsSync(from)) continue
			linkSync(from, join(assets, name))
			present.add(name)
		}
	}
}

/** Removes the builds past KEEP (never the current one) and partial folders whose build died. */
function prune(keptHashes: Set<string>) {
	const current = currentFolder()
	for (const name of readdirSync(BUILDS)) {
		const partial = /^\.partial-\w+-(\d+)$/.exec(name)
		const stale = partial ? !alive(Number(partial[1])) : !keptHashes.has(name) && buildFolder(name) !== current
		if (stale) rmSync(join(BUILDS, name), { recursive: true, force: true })
	}
}

/** Builds the sources as they are unless that build exists; either way it becomes current. */
async function buildCurrent() {
	const release = await lock()
	try {
		const hash = inputsHash()
		if (isBuilt(hash)) console.log(`Build ${hash} is up to date.`)
		else await buildNew(hash)
		switchTo(hash)
	} finally {
		release()
	}
}

async function buildNew(hash: string) {
	const started = Date.now()
	const partial = join(BUILDS, `.partial-${hash}-${process.pid}`)
	mkdirSync(partial, { recursive: true })
	await buildInto(partial)
	const record: BuildRecord = {
		hash,
		builtAt: new Date().toISOString(),
		assets: readdirSync(join(partial, 'web', 'assets')),
	}
	const kept = builds().slice(0, KEEP - 1)
	carryAssets(partial, kept)
	writeFileSync(join(partial, 'build.json'), `${JSON.stringify(record, null, '\t')}\n`)
	rmSync(buildFolder(hash), { recursive: true, force: true })
	renameSync(partial, buildFolder(hash))
	console.log(`Built ${hash} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
	prune(new Set([hash, ...kept.map((build) => build.hash)]))
}

await buildCurrent()
