import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * Brotli and gzip copies of every script and style sheet beside it, which the server sends to browsers that
 * accept them (src/server/http/web-pages.ts): the first visit's JavaScript is a third of its size on the wire,
 * which is most of what a phone on a slow network waits for. Made once at build, so no request pays for it.
 */
function precompress(): Plugin {
	let outDir = ''
	return {
		name: 'dogear-precompress',
		apply: 'build',
		configResolved: (config) => {
			outDir = resolve(config.root, config.build.outDir)
		},
		writeBundle: () => {
			const assets = join(outDir, 'assets')
			for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file))) {
				const content = readFileSync(join(assets, name))
				writeFileSync(join(assets, `${name}.br`), brotliCompressSync(content))
				writeFileSync(join(assets, `${name}.gz`), gzipSync(content, { level: 9 }))
			}
		},
	}
}

// The SPA lives in src/web; the server serves dist/web and answers /api itself. `vite build --ssr` builds the
// server's first render of a page (src/web/server-render.tsx) as one module for Node, React in its production build.
export default defineConfig(({ isSsrBuild }) => ({
	root: 'src/web',
	publicDir: isSsrBuild ? false : 'public',
	plugins: isSsrBuild ? [react()] : [react(), precompress()],
	define: {
		__APP_VERSION__: JSON.stringify(version),
		...(isSsrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
	},
	build: isSsrBuild
		? {
				outDir: '../../dist/server-render',
				emptyOutDir: true,
				sourcemap: true,
				rollupOptions: { input: 'server-render.tsx' },
			}
		: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true },
	ssr: { noExternal: true },
	server: { proxy: { '/api': 'http://localhost:3000' } },
}))
