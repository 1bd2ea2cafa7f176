const FEATURES = [
	{
		title: 'Log every read',
		text: 'Mark a book as read, rate it from half a star to five, like it, and note a reread.',
	},
	{ title: 'Keep a diary', text: 'Your reads, month by month, with the day you finished each one.' },
	{
		title: 'Shelves and lists',
		text: 'A want-to-read shelf, plus ranked or unranked lists you can share or keep to yourself.',
	},
	{
		title: 'Reviews',
		text: 'Write as much or as little as you like, and hide spoilers from people who have not finished.',
	},
	{
		title: 'Friends and clubs',
		text: 'Follow readers you trust, see what they are reading, and read together in book clubs.',
	},
	{ title: 'Bring your history', text: 'Import your shelves and ratings from a Goodreads or StoryGraph export file.' },
] as const

export function AboutSection() {
	return (
		<section id="about" className="landing-section" aria-labelledby="about-title">
			<h2 id="about-title">What Dogear does</h2>
			<p className="landing-section__lead">
				Like a dog-eared page, it marks where you have been. Everything you need to track your reading, nothing you do
				not.
			</p>
			<ul className="feature-grid">
				{FEATURES.map((feature) => (
					<li key={feature.title} className="feature">
						<h3 className="feature__title">{feature.title}</h3>
						<p>{feature.text}</p>
					</li>
				))}
			</ul>
		</section>
	)
}
