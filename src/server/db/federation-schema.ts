// The federation tables (migrations 0032, 0036 and 0037, src/server/federation), apart from schema.ts to keep each
// file readable.

/** A findable reader's signing keys, as JWK JSON, made at first need (federation/actor-keys.ts). */
export interface ActorKeyTable {
	userId: string
	rsaPublicJwk: string
	rsaPrivateJwk: string
	ed25519PublicJwk: string
	ed25519PrivateJwk: string
	createdAt: string
}
/** Fedify's key–value store (federation/federation-kv.ts): key and value are JSON; expiresAt ISO text or null. */
export interface FederationKvTable {
	key: string
	value: string
	expiresAt: string | null
}
/** A host an administrator has blocked (federation/instance-blocks.ts): URL.host, lower case. */
export interface InstanceBlockTable {
	host: string
	reason: string
	createdAt: string
}
/** A reader on another server as last fetched (migration 0036): uri is their ActivityPub id. */
export interface RemoteActorTable {
	id: string
	uri: string
	inbox: string
	sharedInbox: string | null
	username: string
	host: string
	name: string
	url: string | null
	pictureUrl: string | null
	manuallyApprovesFollowers: number
	fetchedAt: string
}
/** A follow between a local reader and a remote actor: 'following' ours follows theirs, 'follower' the reverse. */
export interface RemoteFollowTable {
	userId: string
	remoteActorId: string
	direction: 'following' | 'follower'
	status: 'requested' | 'accepted'
	activityId: string
	createdAt: string
}
