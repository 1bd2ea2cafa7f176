import { rmSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import type { RenderPage } from '../../src/shared/page-render.ts'

const ROOT = join(import.meta.dirname, '..', '..')

let built: Promise<string> | undefined

/**
 * The server's render of pages (src/web/server-render.tsx) built for Node as `vite build --ssr` builds it: one
 * module, React in its production build. Made once per test process (three seconds), with esbuild rather than
 * Vite, which would take ten.
 */
function serverRenderModule(): Promise<string> {
	built ??= (async () => {
		const dir = await mkdtemp(join(tmpdir(), 'dogear-server-render-'))
		process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
		const outfile = join(dir, 'server-render.js')
		await build({
			entryPoints: [join(ROOT, 'src', 'web', 'server-render.tsx')],
			outfile,
			bundle: true,
			platform: 'node',
			format: 'esm',
			target: 'node24',
			jsx: 'automatic',
			define: { 'process.env.NODE_ENV': '"production"', __APP_VERSION__: '"test"' },
			banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
			logLevel: 'warning',
		})
		return outfile
	})()
	return built
}

/**
 * Gives a test app (tests/support/test-app.ts) the server's render of pages and the front end's own index.html,
 * where web-pages.ts looks for them, so its pages come rendered as in production. Call it before the app's first
 * page is asked for: the app loads both once. Returns the render itself, to call beside the app.
 */
export async function useServerRender(dataDir: string): Promise<{ renderPage: RenderPage; indexHtml: string }> {
	const module = await serverRenderModule()
	await mkdir(join(dataDir, 'server-render'), { recursive: true })
	await copyFile(module, join(dataDir, 'server-render', 'server-render.js'))
	const indexHtml = await readFile(join(ROOT, 'src', 'web', 'index.html'), 'utf8')
	await writeFile(join(dataDir, 'web', 'index.html'), indexHtml)
	const { renderPage } = (await import(pathToFileURL(module).href)) as { renderPage: RenderPage }
	return { renderPage, indexHtml }
}
