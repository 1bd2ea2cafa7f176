/** The landing page's address after the account was deleted: it says so (landing/account-deleted-notice.tsx). */
export const ACCOUNT_DELETED_HOME = '/?account=deleted'

/**
 * For when this browser's session ends from a settings page (its own entry signed out, the account deleted):
 * load the home page afresh. A full load drops everything the app held about the reader in memory at once,
 * and the shell's session check cannot overtake an in-app navigation and send them to sign in instead.
 */
export function loadHomeSignedOut(home = '/') {
	window.location.replace(home)
}
