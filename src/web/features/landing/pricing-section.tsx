/** The original showed template plans ($15, $29) that never existed; this says what is true. */
export function PricingSection() {
	return (
		<section id="pricing" className="landing-section" aria-labelledby="pricing-title">
			<h2 id="pricing-title">Pricing</h2>
			<div className="pricing-card">
				<p className="pricing-card__price">
					<span className="pricing-card__amount">Free</span> for every reader
				</p>
				<ul className="check-list">
					<li>No paid plans, no ads, no trackers.</li>
					<li>Open source under the MIT licence: read the code, change it, share it.</li>
					<li>Self-hostable: run your own Dogear for yourself, your family or your book club.</li>
				</ul>
				<p className="pricing-card__note">
					This site is run by its operator at their own cost. If you want to support it, ask them how; Dogear itself
					will never charge you.
				</p>
			</div>
		</section>
	)
}
