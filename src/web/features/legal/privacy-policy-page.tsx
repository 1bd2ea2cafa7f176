import { LegalPageFrame, OperatorDetails } from './legal-page-frame.tsx'

export function PrivacyPolicyPage() {
	return (
		<LegalPageFrame title="Privacy policy">
			<p className="legal__lead">
				Short version: what you enter stays on this server. No analytics, no ads, no trackers.
			</p>
			<h2>Who is responsible</h2>
			<OperatorDetails />
			<h2>What is stored</h2>
			<ul>
				<li>
					Your account: username, display name, e-mail address and a hash of your password (never the password itself).
				</li>
				<li>What you enter: reads, ratings, reviews, diary entries, shelves, lists, follows and club memberships.</li>
				<li>
					Your sessions: when you signed in, from which browser and IP address, so you can stay signed in and sign out
					everywhere.
				</li>
				<li>
					For a short time, how often an IP address or account tried to sign in or reset a password, to slow down
					password guessing.
				</li>
			</ul>
			<p>All of it is stored on this server only. It is not sold or shared with anyone.</p>
			<h2>What is not collected</h2>
			<p>
				This site uses no analytics, no advertising and no third-party trackers, and it loads no fonts, scripts or
				images from other sites.
			</p>
			<h2>Book data</h2>
			<p>
				Book details and covers are fetched by this server from Open Library and Google Books. Your browser never talks
				to those services, so they do not learn who you are or what you look at.
			</p>
			<h2>Cookies</h2>
			<p>
				Only the cookies needed to sign you in. The session cookie keeps you signed in: with "Stay logged in" for up to
				30 days, otherwise until you close your browser (a second cookie then remembers that choice). Signing in through
				an external provider also sets short-lived cookies that protect the round trip to it. There are no tracking or
				advertising cookies, so there is no consent banner.
			</p>
			<h2>E-mail</h2>
			<p>Your e-mail address is used only to send you messages you asked for, such as a password reset link.</p>
			<h2>Your rights</h2>
			<ul>
				<li>Export: you can download everything you entered.</li>
				<li>Correction: you can change your profile and entries at any time.</li>
				<li>Deletion: you can delete your account; your data is removed from this server.</li>
				<li>
					Questions or complaints: write to the operator above. You may also complain to your data-protection authority.
				</li>
			</ul>
		</LegalPageFrame>
	)
}
