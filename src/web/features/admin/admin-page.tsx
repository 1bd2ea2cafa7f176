import { NotFoundPage } from '../not-found/not-found-page.tsx'

export function AdminPage() {
	return <NotFoundPage />
}
