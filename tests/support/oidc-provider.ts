import type { TestContext } from 'node:test'
import { OAuth2Server } from 'oauth2-mock-server'

export type OidcIdentity = { sub: string; email: string; email_verified: boolean; name: string; picture?: string }

/**
 * A real OpenID Connect provider on loopback (discovery, authorize, token with PKCE, userinfo, JWKS).
 * `signInAs` sets who the next sign-in is.
 */
export async function startOidcProvider(t: TestContext) {
	const server = new OAuth2Server()
	await server.issuer.keys.generate('RS256')
	await server.start(0, '127.0.0.1')
	t.after(() => server.stop())
	let identity: OidcIdentity = { sub: 'user-1', email: 'jane@example.com', email_verified: true, name: 'Jane Doe' }
	server.service.on('beforeTokenSigning', (token) => {
		Object.assign(token.payload, identity)
	})
	server.service.on('beforeUserinfo', (userinfo) => {
		userinfo.body = identity
	})
	const issuer = server.issuer.url!
	return {
		discoveryUrl: `${issuer}/.well-known/openid-configuration`,
		signInAs(next: OidcIdentity) {
			identity = next
		},
	}
}
