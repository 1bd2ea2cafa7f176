import { LegalPageFrame, OperatorDetails } from './legal-page-frame.tsx'

export function TermsPage() {
	return (
		<LegalPageFrame title="Terms and conditions">
			<h2>Who offers this service</h2>
			<OperatorDetails />
			<p>Dogear is free to use. There are no paid plans.</p>
			<h2>Your account</h2>
			<ul>
				<li>Give a real e-mail address you can receive mail at, and keep your password to yourself.</li>
				<li>One person per account. Usernames that impersonate others may be changed or removed.</li>
			</ul>
			<h2>What you post</h2>
			<ul>
				<li>
					Your reviews and lists stay yours. You allow this site to store them and show them to the people you choose.
				</li>
				<li>Do not post anything unlawful, hateful or harassing, or text you have no right to share.</li>
				<li>Mark spoilers as spoilers.</li>
				<li>The operator may remove content or accounts that break these terms.</li>
			</ul>
			<h2>Leaving</h2>
			<p>You can export your data and delete your account at any time.</p>
			<h2>No warranty</h2>
			<p>
				Dogear is provided as it is, without warranty, by its authors and by the operator of this site. Keep your own
				export if your reading history matters to you.
			</p>
			<h2>Changes</h2>
			<p>The operator may update these terms; the version in force is always the one on this page.</p>
		</LegalPageFrame>
	)
}
