// `npm start`: the compiled server of the build for the sources as they are, run by plain Node (no tsx). It
// builds first only when the sources changed since that build (scripts/build.ts, in a process of its own, so
// the server does not carry the build tools). A server keeps its own build's folder for as long as it runs,
// whichever build becomes current meanwhile.
import { spawnSync } from 'node:child_process'
import { enableCompileCache } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { currentFolder, inputsHash, isBuilt, switchTo } from './build-folders.ts'

const hash = inputsHash()
if (isBuilt(hash)) {
	switchTo(hash)
} else {
	const built = spawnSync(process.execPath, [join(import.meta.dirname, 'build.ts')], { stdio: 'inherit' })
	if (built.status !== 0) process.exit(built.status ?? 1)
}
const folder = currentFolder()
if (!folder) throw new Error('No build to start: dist/current is missing.')
process.env.WEB_DIR = join(folder, 'web')
process.setSourceMapsEnabled(true)
// V8's compiled code for the bundle kept beside it: a start after the first skips a third of its CPU.
enableCompileCache(join(folder, 'compile-cache'))
await import(pathToFileURL(join(folder, 'server', 'main.mjs')).href)
