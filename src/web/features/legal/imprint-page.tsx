import { LegalPageFrame, OperatorDetails } from './legal-page-frame.tsx'

export function ImprintPage() {
	return (
		<LegalPageFrame title="Site notice">
			<h2>Operator of this site</h2>
			<p>This Dogear instance is run by:</p>
			<OperatorDetails />
			<h2>About the software</h2>
			<p>
				Dogear is free, open-source software under the MIT licence. The operator named above runs this copy on their own
				server and is responsible for it and for its content.
			</p>
			<h2>Content by readers</h2>
			<p>
				Reviews, lists and profiles are written by the readers who posted them. If you find content that breaks the law
				or these terms, please write to the operator at the address above.
			</p>
			<h2>Catalogue data</h2>
			<p>
				Part of the book catalogue comes from the goodbooks-10k data set by Zygmunt Zając, licensed under{' '}
				<a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>. Further book details come from Open
				Library and Google Books.
			</p>
		</LegalPageFrame>
	)
}
