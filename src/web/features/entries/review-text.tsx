import { linkParts, paragraphs } from '../../../shared/plain-text.ts'

/**
 * A reader's review: text nodes only, never HTML, its paragraphs and line breaks kept. Web addresses are real
 * links, marked as user content (ugc) that this site does not vouch for (nofollow).
 */
export function ReviewText({ text }: { text: string }) {
	return (
		<div className="plain-text review-text">
			{paragraphs(text).map((paragraph, i) => (
				<p key={i}>
					{linkParts(paragraph).map((part, j) =>
						part.href ? (
							<a key={j} href={part.href} rel="nofollow noopener ugc">
								{part.text}
							</a>
						) : (
							part.text
						),
					)}
				</p>
			))}
		</div>
	)
}
