// A real OpenID Connect provider on loopback for the journeys (started by playwright.config.ts as a web server):
// discovery, authorize (approves at once), token with PKCE, userinfo and JWKS, always for the reader below.
import { OAuth2Server } from 'oauth2-mock-server'

/** E2E_PORT moves the app's port and this one with it, so two runs of the journeys can share a machine. */
export const OIDC_PORT = Number(process.env.E2E_PORT ?? 3100) + 1
export const OIDC_READER = {
	sub: 'e2e-oidc-reader',
	email: 'olive.oidc@example.org',
	email_verified: true,
	name: 'Olive Reader',
}

async function main() {
	const server = new OAuth2Server()
	await server.issuer.keys.generate('RS256')
	server.service.on('beforeTokenSigning', (token) => {
		Object.assign(token.payload, OIDC_READER)
	})
	server.service.on('beforeUserinfo', (userinfo) => {
		userinfo.body = OIDC_READER
	})
	await server.start(OIDC_PORT, '127.0.0.1')
	console.log(`OpenID Connect test provider at ${server.issuer.url}`)
	const stop = () => server.stop().then(() => process.exit(0))
	process.once('SIGINT', stop)
	process.once('SIGTERM', stop)
}

if (process.argv[1]?.endsWith('e2e-oidc-provider.ts')) await main()
