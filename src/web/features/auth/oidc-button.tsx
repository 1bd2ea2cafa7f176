import { Button } from '../../components/ui/button.tsx'

/**
 * Submits its form with intent "oidc", so the same terms box is checked first (the original required it for
 * Google too). Rendered only when the server has a provider configured.
 */
export function OidcButton({ provider, verb, busy }: { provider: string; verb: 'Sign in' | 'Sign up'; busy: boolean }) {
	return (
		<Button type="submit" name="intent" value="oidc" variant="secondary" busy={busy} className="button--wide">
			{verb} with {provider}
		</Button>
	)
}
