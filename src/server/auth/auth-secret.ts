import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * AUTH_SECRET signs cookies and OAuth state. Without one, a random secret is made once and kept in the data
 * folder, so `npm start` works with no setup and sessions survive restarts. Several servers must share
 * AUTH_SECRET instead (README).
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
	if (configured) return configured
	const file = join(dataDir, 'auth-secret')
	try {
		return readFileSync(file, 'utf8').trim()
	} catch {
		const secret = randomBytes(32).toString('base64url')
		mkdirSync(dataDir, { recursive: true })
		writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
		return secret
	}
}
