import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { AuthCard } from '../auth/auth-card.tsx'
import { useSignOut } from '../auth/use-sign-out.ts'
import { PublicLayout } from '../site/public-layout.tsx'

/**
 * /nav/signout (the original linked to it) asks for a click: loading a URL must not sign anyone out, or any
 * site could sign our readers out with a link or an image.
 */
export function SignOutPage() {
	const signOut = useSignOut()
	return (
		<PublicLayout narrow>
			<AuthCard
				title="Sign out?"
				documentTitle="Sign out"
				lead="This browser will be signed out of Dogear."
				footer={
					<p>
						<Link to="/nav/home">Stay signed in</Link>
					</p>
				}
			>
				<FormAlert message={signOut.isError ? `Signing out did not work: ${signOut.error.message}` : null} />
				<div className="form__actions">
					<Button busy={signOut.isPending} onClick={() => signOut.mutate()}>
						Sign out
					</Button>
				</div>
			</AuthCard>
		</PublicLayout>
	)
}
