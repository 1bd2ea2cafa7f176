import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type UpdateProfileInput, ProfileView } from '../../../shared/schemas/profile.ts'
import { api } from '../../lib/api.ts'
import { SESSION_KEY } from '../site/session-hooks.ts'

export const OWN_PROFILE_KEY = ['profile', 'own'] as const
export const publicProfileKey = (username: string) => ['profile', 'user', username.toLowerCase()] as const

export function useOwnProfile() {
	return useQuery({ queryKey: OWN_PROFILE_KEY, queryFn: () => api('/profile', ProfileView) })
}

export function usePublicProfile(username: string, enabled: boolean) {
	return useQuery({
		queryKey: publicProfileKey(username),
		queryFn: () => api(`/users/${encodeURIComponent(username)}/profile`, ProfileView),
		enabled,
	})
}

/**
 * Once the viewer blocked the owner, the follows between them ended both ways: the profile on screen says so at
 * once (no follow state, counts without them) while it stays open to say what happened; its next load is a 404.
 */
export function useProfileBlocked() {
	const queryClient = useQueryClient()
	return (username: string) =>
		queryClient.setQueryData<ProfileView>(publicProfileKey(username), (profile) => {
			if (!profile?.follow) return profile
			const { follow, details } = profile
			const counts = details && {
				...details.counts,
				followers: details.counts.followers - (follow.status === 'accepted' ? 1 : 0),
				following: details.counts.following - (follow.followsYou ? 1 : 0),
			}
			return {
				...profile,
				follow: { status: 'none', followsYou: false },
				details: details && counts && { ...details, counts },
			}
		})
}

/**
 * Every profile change answers the new own profile: show it at once. Name, username and picture also appear in
 * the shell's menu (from the session) and on /u/<username> pages, so those are asked again.
 */
function useProfileChanged() {
	const queryClient = useQueryClient()
	return (profile: ProfileView) => {
		queryClient.setQueryData(OWN_PROFILE_KEY, profile)
		void queryClient.invalidateQueries({ queryKey: SESSION_KEY })
		void queryClient.invalidateQueries({ queryKey: ['profile', 'user'] })
	}
}

export function useUpdateProfile() {
	const changed = useProfileChanged()
	return useMutation({
		mutationFn: (input: UpdateProfileInput) =>
			api('/profile', ProfileView, {
				method: 'PATCH',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(input),
			}),
		onSuccess: changed,
	})
}

export function useUploadPicture() {
	const changed = useProfileChanged()
	return useMutation({
		mutationFn: (file: File) => {
			const body = new FormData()
			body.append('picture', file)
			// No content-type header: the browser writes the multipart boundary itself.
			return api('/profile/picture', ProfileView, { method: 'PUT', body })
		},
		onSuccess: changed,
	})
}

export function useRemovePicture() {
	const changed = useProfileChanged()
	return useMutation({
		mutationFn: () => api('/profile/picture', ProfileView, { method: 'DELETE' }),
		onSuccess: changed,
	})
}
