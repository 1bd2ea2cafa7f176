import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// The SPA lives in src/web; the server serves dist/web and answers /api itself.
export default defineConfig({
	root: 'src/web',
	publicDir: 'public',
	plugins: [react()],
	define: { __APP_VERSION__: JSON.stringify(version) },
	build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true },
	server: { proxy: { '/api': 'http://localhost:3000' } },
})
