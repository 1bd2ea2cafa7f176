import { Link } from 'react-router'

export function SiteFooter() {
	return (
		<footer className="site-footer">
			<div className="site-footer__inner">
				<nav aria-label="Legal">
					<ul className="site-footer__links">
						<li>
							<Link to="/imprint">Site notice</Link>
						</li>
						<li>
							<Link to="/privacy-policy">Privacy policy</Link>
						</li>
						<li>
							<Link to="/terms&conditions">Terms and conditions</Link>
						</li>
					</ul>
				</nav>
				<p className="site-footer__note">
					Dogear is free, open-source software (MIT licence). Version {__APP_VERSION__}.
				</p>
			</div>
		</footer>
	)
}
