/*
 * Idempotency keys (docs/decisions/0011-idempotency-keys.md). A signed-in reader may send
 * `Idempotency-Key: <1–100 visible ASCII characters>` with any POST under /api (or /api/v1) except the account's
 * own sign-in and settings routes (/api/auth, /api/account), which ignore it:
 *
 * - the first request with a key does its work; a success (2xx) is stored with the key for 24 hours, in the
 *   transaction of the write itself, so an acknowledged write always has its stored answer;
 * - the same key and the same method, path and body again: the stored status and body, with the header
 *   `Idempotent-Replayed: true`, and nothing is written again;
 * - the same key with another method, path or body: 422 idempotency_key_reused;
 * - the same key while the first request is still running: 409 idempotency_key_in_use (try again shortly);
 * - an answer that is not a success is not stored: nothing was written, and the key may be sent again.
 *
 * Keys belong to their reader: two readers may use the same key.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'
export const IDEMPOTENCY_KEY_HOURS = 24
export const IDEMPOTENCY_KEY_MAX = 100
/** Visible ASCII only: a header value that proxies pass unchanged and logs show as it is. */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`)

export const IdempotencyMessages = {
	invalid: `An Idempotency-Key is 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters (no spaces)`,
	reused: 'This Idempotency-Key was already used for a different request: send a new key for a new request',
	inUse: 'A request with this Idempotency-Key is still being processed: try again in a moment',
} as const
