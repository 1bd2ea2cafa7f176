import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify'
import type { Database } from '../db/schema.ts'

/**
 * The reader's two signing key pairs, RSA first (HTTP Signatures, which Mastodon and BookWyrm verify) then
 * Ed25519 (object integrity proofs), made the first time a server asks for the reader. WebCrypto makes keys on
 * its own threads, so a 2048-bit RSA key does not hold up the event loop. Two servers making the same reader's
 * keys at once keep whichever row was written first.
 */
export async function actorKeyPairs(db: Database, userId: string): Promise<CryptoKeyPair[]> {
	const row = (await findKeys(db, userId)) ?? (await makeKeys(db, userId))
	return Promise.all([pair(row.rsaPublicJwk, row.rsaPrivateJwk), pair(row.ed25519PublicJwk, row.ed25519PrivateJwk)])
}

function findKeys(db: Database, userId: string) {
	return db
		.selectFrom('actorKey')
		.select(['rsaPublicJwk', 'rsaPrivateJwk', 'ed25519PublicJwk', 'ed25519PrivateJwk'])
		.where('userId', '=', userId)
		.executeTakeFirst()
}

async function makeKeys(db: Database, userId: string) {
	const [rsa, ed25519] = await Promise.all([
		generateCryptoKeyPair('RSASSA-PKCS1-v1_5'),
		generateCryptoKeyPair('Ed25519'),
	])
	const jwk = async (key: CryptoKey) => JSON.stringify(await exportJwk(key))
	await db
		.insertInto('actorKey')
		.values({
			userId,
			rsaPublicJwk: await jwk(rsa.publicKey),
			rsaPrivateJwk: await jwk(rsa.privateKey),
			ed25519PublicJwk: await jwk(ed25519.publicKey),
			ed25519PrivateJwk: await jwk(ed25519.privateKey),
			createdAt: new Date().toISOString(),
		})
		.onConflict((oc) => oc.column('userId').doNothing())
		.execute()
	const row = await findKeys(db, userId)
	if (!row) throw new Error(`The keys of reader ${userId} were not stored`)
	return row
}

async function pair(publicJwk: string, privateJwk: string): Promise<CryptoKeyPair> {
	return {
		publicKey: await importJwk(JSON.parse(publicJwk) as JsonWebKey, 'public'),
		privateKey: await importJwk(JSON.parse(privateJwk) as JsonWebKey, 'private'),
	}
}
