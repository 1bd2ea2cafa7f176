import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { build, type BuildOptions, type Plugin } from 'esbuild'

/**
 * A module's own folder stays its own inside a bundle: `import.meta.dirname` becomes the folder of the source
 * file it was written in (fixtures are found beside the tests), not that of the bundle it ends up in.
 */
const sourceDirname: Plugin = {
	name: 'source-dirname',
	setup(builder) {
		builder.onLoad({ filter: /\.ts$/, namespace: 'file' }, async ({ path }) => {
			const source = await readFile(path, 'utf8')
			if (!source.includes('import.meta.dirname')) return undefined
			return { contents: source.replaceAll('import.meta.dirname', () => JSON.stringify(dirname(path))), loader: 'ts' }
		})
	},
}

/**
 * Our TypeScript and its packages bundled into ES modules for Node, so a process starts by reading a few
 * files instead of compiling and resolving hundreds through tsx (three to five seconds of CPU for the
 * server, two for a test file; bundled, about one). Native packages, and the build tools the tests drive,
 * stay outside: the output lives inside the project, so they resolve from node_modules.
 */
export function bundleForNode(
	options: Pick<
		BuildOptions,
		'entryPoints' | 'outfile' | 'outdir' | 'outbase' | 'splitting' | 'sourcemap' | 'outExtension' | 'metafile'
	>,
) {
	return build({
		...options,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node24',
		external: ['better-sqlite3', 'sharp', 'pg-native', 'esbuild'],
		// Bundled CommonJS packages call require(); an ES module has none of its own.
		banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
		plugins: [sourceDirname],
		logLevel: 'warning',
	})
}
