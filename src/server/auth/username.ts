import { USERNAME_PATTERN } from '../../shared/schemas/auth.ts'

/**
 * A username proposal for someone who signed in with an identity provider and never chose one:
 * their e-mail's local part, cut to the allowed characters and length ('Jane.Doe+books@x' → 'Jane.Doe').
 */
export function proposeUsername(email: string, name: string | undefined): string {
	const fromEmail = email.split('@')[0]?.split('+')[0] ?? ''
	for (const source of [fromEmail, name ?? '']) {
		const cleaned = source
			.normalize('NFKD')
			.replace(/[^A-Za-z0-9_.]/g, '')
			.slice(0, 24)
		if (USERNAME_PATTERN.test(cleaned)) return cleaned
	}
	return 'reader'
}

/** 'jane' → 'jane', 'jane2', 'jane3', …, staying within 30 characters. */
export function usernameCandidates(base: string, count: number): string[] {
	return Array.from({ length: count }, (_, i) =>
		i === 0 ? base : `${base.slice(0, 30 - String(i + 1).length)}${i + 1}`,
	)
}
