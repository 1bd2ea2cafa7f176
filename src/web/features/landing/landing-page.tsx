import { Link } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useSession } from '../site/session-hooks.ts'
import { PublicLayout } from '../site/public-layout.tsx'
import { AboutSection } from './about-section.tsx'
import { AccountDeletedNotice } from './account-deleted-notice.tsx'
import { AppSection } from './app-section.tsx'
import { FaqSection } from './faq-section.tsx'
import { HeroArt } from './hero-art.tsx'
import { PricingSection } from './pricing-section.tsx'

export function LandingPage() {
	useDocumentTitle(null)
	const signedIn = Boolean(useSession().data?.user)
	return (
		<PublicLayout>
			<AccountDeletedNotice />
			<section className="hero" aria-labelledby="hero-title">
				<div className="hero__text">
					<p className="hero__eyebrow">A reading log for people who love books</p>
					<h1 id="hero-title" className="hero__title">
						Remember every book you read.
					</h1>
					<p className="hero__lead">
						Dogear keeps your reading life in one place: log what you read, rate it in half stars, keep a diary, and
						share reviews with friends. Free, open source, and yours to run.
					</p>
					<div className="hero__actions">
						{signedIn ? (
							<Link to="/nav/home" className="button button--primary button--large">
								Go to your home
							</Link>
						) : (
							<>
								<Link to="/signup" className="button button--primary button--large">
									Create a free account
								</Link>
								<Link to="/login" className="button button--secondary button--large">
									Sign in
								</Link>
							</>
						)}
					</div>
				</div>
				<HeroArt />
			</section>
			<AboutSection />
			<PricingSection />
			<AppSection />
			<FaqSection />
		</PublicLayout>
	)
}
