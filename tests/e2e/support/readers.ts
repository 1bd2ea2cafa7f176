import { expect, type APIRequestContext } from '@playwright/test'
import type { ProfileVisibility } from '../../../src/shared/schemas/profile.ts'
import { type TestAccount, newAccount, signUpByApi } from './accounts.ts'

// Not UpdateProfileInput: its catch-all for unknown fields types every key as never, so no literal fits it.
type ProfileFields = { name?: string; location?: string; bio?: string; visibility?: ProfileVisibility }

/** Signs a new reader up through `request` (which stays signed in as them) and sets their profile fields. */
export async function readerWithProfile(
	request: APIRequestContext,
	label: string,
	profile: ProfileFields,
): Promise<TestAccount> {
	const account = newAccount(label)
	await signUpByApi(request, account)
	const res = await request.patch('/api/profile', { data: profile })
	expect(res.status(), await res.text()).toBe(200)
	return account
}
