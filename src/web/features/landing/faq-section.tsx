const QUESTIONS = [
	{
		q: 'Is Dogear really free?',
		a: 'Yes. There are no paid plans and no ads. Dogear is open-source software; this site is run by its operator, who does not sell your data.',
	},
	{
		q: 'Can I import my Goodreads or StoryGraph library?',
		a: 'Yes. Export your library as a CSV file from Goodreads or StoryGraph and import it into Dogear: your shelves, ratings, reviews and read dates come along.',
	},
	{
		q: 'Who sees my reviews?',
		a: 'You decide for each review, list and shelf: everyone, only friends (readers you follow who follow you back), or just you. You can also make private the default for everything new.',
	},
	{
		q: 'Can I take my data with me?',
		a: 'Yes. You can export everything you entered at any time, and delete your account with all of its data.',
	},
	{
		q: 'Can I run my own Dogear?',
		a: 'Yes. Dogear is self-hostable: one server process with SQLite or PostgreSQL. Your data then lives only on your server.',
	},
] as const

export function FaqSection() {
	return (
		<section id="faq" className="landing-section" aria-labelledby="faq-title">
			<h2 id="faq-title">Questions and answers</h2>
			<div className="faq">
				{QUESTIONS.map(({ q, a }) => (
					<details key={q} className="faq__item">
						<summary className="faq__question">{q}</summary>
						<p className="faq__answer">{a}</p>
					</details>
				))}
			</div>
		</section>
	)
}
