import { SectionPage } from '../sections/section-page.tsx'

export function NewClubPage() {
	return <SectionPage path="/nav/clubs" heading="New book club">{null}</SectionPage>
}
