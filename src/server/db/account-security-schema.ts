// The account-security tables (migration 0024, decision 0019), apart from schema.ts to keep each file readable.

/** A browser the reader signed in from: the SHA-256 of its device cookie (src/server/auth/sign-in-device.ts). */
export interface SignInDeviceTable {
	tokenHash: string
	userId: string
	createdAt: string
	lastUsedAt: string
}
/** An e-mail change asked for; the old address holds an undo link for 7 days (src/server/account/email-change-undo.ts). */
export interface EmailChangeTable {
	undoTokenHash: string
	userId: string
	oldEmail: string
	newEmail: string
	createdAt: string
	expiresAt: string
}
