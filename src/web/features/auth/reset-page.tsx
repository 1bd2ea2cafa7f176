import { Link, useSearchParams } from 'react-router'
import { PublicLayout } from '../site/public-layout.tsx'
import { AuthCard } from './auth-card.tsx'
import { NewPasswordForm } from './new-password-form.tsx'
import { RequestResetForm } from './request-reset-form.tsx'

export function ResetPage() {
	const token = useSearchParams()[0].get('token')
	return (
		<PublicLayout narrow>
			{token ? (
				<AuthCard
					title="Choose a new password"
					documentTitle="New password"
					lead="Every session of your account will be signed out, every personal access token revoked and every other reset link ended."
					footer={
						<p>
							<Link to="/login">Back to sign in</Link>
						</p>
					}
				>
					<NewPasswordForm token={token} />
				</AuthCard>
			) : (
				<AuthCard
					title="Reset your password"
					documentTitle="Reset password"
					lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
					footer={
						<p>
							<Link to="/login">Back to sign in</Link>
						</p>
					}
				>
					<RequestResetForm />
				</AuthCard>
			)}
		</PublicLayout>
	)
}
