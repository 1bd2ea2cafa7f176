export function AppSection() {
	return (
		<section id="app" className="landing-section" aria-labelledby="app-title">
			<h2 id="app-title">Use it anywhere</h2>
			<p className="landing-section__lead">
				Dogear is a web app. It runs in any modern browser on your phone, tablet or computer, with nothing to download.
				If you like, add it to your home screen from your browser's menu and open it like any other app.
			</p>
			<p>There is no app-store app, and you do not need one.</p>
		</section>
	)
}
