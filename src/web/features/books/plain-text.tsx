import { paragraphs } from '../../../shared/plain-text.ts'

/** A description or bio from a catalogue: text nodes only (never HTML), its paragraphs and line breaks kept. */
export function PlainText({ text }: { text: string }) {
	return (
		<div className="plain-text">
			{paragraphs(text).map((paragraph, i) => (
				<p key={i}>{paragraph}</p>
			))}
		</div>
	)
}
