import type { Database } from '../db/schema.ts'

/** Ends every session of the reader: they are signed out on every device at their next request. */
export async function deleteSessionsOf(db: Database, userId: string) {
	await db.deleteFrom('session').where('userId', '=', userId).execute()
}

/**
 * Suspends the reader: their profile says so (a reader without a profile row gets one) and their sessions
 * end. From then on canView and visibleToViewer hide their profile and content from everyone, and sign-in
 * and session look-ups refuse them (auth/load-session.ts, auth-routes.ts).
 */
export async function suspendReader(db: Database, userId: string, at: string) {
	await db
		.insertInto('profile')
		.values({ userId, suspendedAt: at, updatedAt: at })
		.onConflict((oc) => oc.column('userId').doUpdateSet({ suspendedAt: at }))
		.execute()
	await deleteSessionsOf(db, userId)
}
