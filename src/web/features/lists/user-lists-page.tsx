import { NotFoundPage } from '../not-found/not-found-page.tsx'

export function UserListsPage() {
	return <NotFoundPage />
}
