import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { ClubInviteLink, ClubMembersResponse, type ClubRoleInput } from '../../../shared/schemas/club-members.ts'
import { ClubResponse } from '../../../shared/schemas/clubs.ts'
import { api, postJson } from '../../lib/api.ts'
import { useRefreshClubs } from './club-core-hooks.ts'
import { clubUrl } from './club-hooks.ts'

const memberUrl = (id: string, username: string) => `${clubUrl(id)}/members/${encodeURIComponent(username)}`
const inviteUrl = (token: string) => `/club-invites/${encodeURIComponent(token)}`

export function useClubMembers(id: string) {
	return useQuery({
		queryKey: ['clubs', id, 'members'],
		queryFn: () => api(`${clubUrl(id)}/members`, ClubMembersResponse),
	})
}

/** Join (a public club, or an invitation) and leave (or decline, or withdraw a request). */
export function useMembership(id: string) {
	const refresh = useRefreshClubs()
	return {
		join: useMutation({ mutationFn: () => api(`${clubUrl(id)}/join`, ClubResponse, postJson()), onSuccess: refresh }),
		leave: useMutation({
			mutationFn: () => api(`${clubUrl(id)}/membership`, z.undefined(), { method: 'DELETE' }),
			onSuccess: () => refresh(),
		}),
	}
}

/** What moderators do on the members page; each answers the new members list. */
export function useMemberWrites(id: string) {
	const refresh = useRefreshClubs()
	const done = () => refresh()
	return {
		invite: useMutation({
			mutationFn: (username: string) => api(`${clubUrl(id)}/invitations`, ClubMembersResponse, postJson({ username })),
			onSuccess: done,
		}),
		accept: useMutation({
			mutationFn: (username: string) => api(`${memberUrl(id, username)}/accept`, ClubMembersResponse, postJson()),
			onSuccess: done,
		}),
		remove: useMutation({
			mutationFn: (username: string) => api(memberUrl(id, username), ClubMembersResponse, { method: 'DELETE' }),
			onSuccess: done,
		}),
		role: useMutation({
			mutationFn: ({ username, role }: { username: string } & ClubRoleInput) =>
				api(`${memberUrl(id, username)}/role`, ClubMembersResponse, { ...postJson({ role }), method: 'PUT' }),
			onSuccess: done,
		}),
		link: useMutation({
			mutationFn: (keep: boolean) =>
				api(`${clubUrl(id)}/invite-link`, ClubInviteLink, keep ? postJson() : { method: 'DELETE' }),
			onSuccess: done,
		}),
	}
}

/** The club an invite link is for, and answering it (join, or ask to join). */
export function useLinkedClub(token: string, enabled: boolean) {
	return useQuery({
		queryKey: ['clubs', 'invite', token],
		queryFn: () => api(inviteUrl(token), ClubResponse),
		enabled,
		retry: false,
	})
}

export function useAnswerLink(token: string) {
	const refresh = useRefreshClubs()
	return useMutation({ mutationFn: () => api(inviteUrl(token), ClubResponse, postJson()), onSuccess: refresh })
}
