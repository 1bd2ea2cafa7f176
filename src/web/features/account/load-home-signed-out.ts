/**
 * For when this browser's session ends from a settings page (its own entry signed out, the account deleted):
 * load the home page afresh. A full load drops everything the app held about the reader in memory at once,
 * and the shell's session check cannot overtake an in-app navigation and send them to sign in instead.
 */
export function loadHomeSignedOut() {
	window.location.replace('/')
}
