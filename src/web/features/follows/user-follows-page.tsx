import { NotFoundPage } from '../not-found/not-found-page.tsx'

export function UserFollowsPage(_props: { which: 'followers' | 'following' }) {
	return <NotFoundPage />
}
