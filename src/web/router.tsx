import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import {
	ADD_ENTRY_PATH, ADMIN_PATH, AUTHOR_PATHS, BOOK_PATHS, CLUB_INVITE_PATH, CLUB_PATH, CLUB_THREAD_PATH, EDIT_ENTRY_PATH, EDIT_LIST_PATH, ENTRY_PATH, LEGACY_REDIRECTS, LIST_PATH, LOG_BOOK_PATH, NEW_CLUB_PATH, NEW_LIST_PATH,
	PUBLIC_PROFILE_PATH, SHELL_SECTIONS, SIGN_OUT_PATH, YEAR_IN_REVIEW_PATH,
} from '../shared/page-routes.ts'
import { AdminPage } from './features/admin/admin-page.tsx'
import { ResetPage } from './features/auth/reset-page.tsx'
import { SignInPage } from './features/auth/sign-in-page.tsx'
import { SignUpPage } from './features/auth/sign-up-page.tsx'
import { AuthorPage } from './features/books/author-page.tsx'
import { BookPage } from './features/books/book-page.tsx'
import { AddEntryPage } from './features/entries/add-entry-page.tsx'
import { EditEntryPage } from './features/entries/edit-entry-page.tsx'
import { EntryPage } from './features/entries/entry-page.tsx'
import { LogBookPage } from './features/entries/log-book-page.tsx'
import { LandingPage } from './features/landing/landing-page.tsx'
import { ImprintPage } from './features/legal/imprint-page.tsx'
import { PrivacyPolicyPage } from './features/legal/privacy-policy-page.tsx'
import { TermsPage } from './features/legal/terms-page.tsx'
import { NotFoundPage } from './features/not-found/not-found-page.tsx'
import { OwnProfilePage } from './features/profile/own-profile-page.tsx'
import { PublicProfilePage } from './features/profile/public-profile-page.tsx'
import { ActivityPage } from './features/activity/activity-page.tsx'
import { ClubDiscussionPage } from './features/clubs/club-discussion-page.tsx'
import { ClubInvitePage } from './features/clubs/club-invite-page.tsx'
import { ClubMembersPage } from './features/clubs/club-members-page.tsx'
import { ClubPage } from './features/clubs/club-page.tsx'
import { ClubPollsPage } from './features/clubs/club-polls-page.tsx'
import { ClubSchedulePage } from './features/clubs/club-schedule-page.tsx'
import { ClubThreadPage } from './features/clubs/club-thread-page.tsx'
import { EditClubPage } from './features/clubs/edit-club-page.tsx'
import { NewClubPage } from './features/clubs/new-club-page.tsx'
import { ClubsPage } from './features/sections/clubs-page.tsx'
import { DiaryPage } from './features/diary/diary-page.tsx'
import { UserFollowsPage } from './features/follows/user-follows-page.tsx'
import { EditListPage } from './features/lists/edit-list-page.tsx'
import { ListPage } from './features/lists/list-page.tsx'
import { ListsPage } from './features/lists/lists-page.tsx'
import { NewListPage } from './features/lists/new-list-page.tsx'
import { UserListsPage } from './features/lists/user-lists-page.tsx'
import { NotificationsPage } from './features/notifications/notifications-page.tsx'
import { PopularPage } from './features/popular/popular-page.tsx'
import { ReadlistPage } from './features/readlist/readlist-page.tsx'
import { ReviewsPage } from './features/reviews/reviews-page.tsx'
import { SearchPage } from './features/sections/search-page.tsx'
import { SettingsPage } from './features/settings/settings-page.tsx'
import { ShellLayout } from './features/shell/shell-layout.tsx'
import { SignOutPage } from './features/shell/sign-out-page.tsx'
import { lazyPage } from './lib/lazy-page.tsx'

// The stats pages and their charts are a chunk of their own, loaded when one of them is opened.
const StatsPage = lazyPage(() => import('./features/stats/stats-page.tsx').then((m) => m.StatsPage))
const UserStatsPage = lazyPage(() => import('./features/stats/user-stats-page.tsx').then((m) => m.UserStatsPage))
const YearInReviewPage = lazyPage(() => import('./features/stats/year-in-review-page.tsx').then((m) => m.YearInReviewPage))

type SectionPath = (typeof SHELL_SECTIONS)[number]['path']

// Typed by SHELL_SECTIONS: a section added to the shared list fails to compile until it has a page here.
const SECTION_PAGES: Record<SectionPath, ComponentType> = {
	'/nav/home': PopularPage,
	'/nav/search': SearchPage,
	'/nav/clubs': ClubsPage,
	'/nav/profile': OwnProfilePage,
	'/nav/readlist': ReadlistPage,
	'/nav/lists': ListsPage,
	'/nav/diary': DiaryPage,
	'/nav/stats': StatsPage,
	'/nav/reviews': ReviewsPage,
	'/nav/activity': ActivityPage,
	'/nav/notifications': NotificationsPage,
	'/nav/settings': SettingsPage,
}

export const routes: RouteObject[] = [
	{ path: '/', Component: LandingPage },
	{ path: '/login', Component: SignInPage },
	{ path: '/signup', Component: SignUpPage },
	{ path: '/reset', Component: ResetPage },
	{ path: '/imprint', Component: ImprintPage },
	{ path: '/privacy-policy', Component: PrivacyPolicyPage },
	{ path: '/terms&conditions', Component: TermsPage },
	// Outside the shell's session check: after signing out, the check must not bounce the reader to /login.
	{ path: SIGN_OUT_PATH, Component: SignOutPage },
	// Open to visitors: the page picks the shell or the public frame itself, once it knows who is looking.
	{ path: PUBLIC_PROFILE_PATH, Component: PublicProfilePage },
	{ path: '/u/:username/followers', element: <UserFollowsPage which="followers" /> },
	{ path: '/u/:username/following', element: <UserFollowsPage which="following" /> },
	{ path: '/u/:username/lists', Component: UserListsPage },
	{ path: '/u/:username/stats', Component: UserStatsPage },
	{ path: YEAR_IN_REVIEW_PATH, Component: YearInReviewPage },
	{ path: LIST_PATH, Component: ListPage },
	{ path: CLUB_PATH, Component: ClubPage },
	{ path: '/club/:id/members', Component: ClubMembersPage },
	{ path: '/club/:id/schedule', Component: ClubSchedulePage },
	{ path: '/club/:id/discussion', Component: ClubDiscussionPage },
	{ path: '/club/:id/polls', Component: ClubPollsPage },
	{ path: CLUB_THREAD_PATH, Component: ClubThreadPage },
	{ path: CLUB_INVITE_PATH, Component: ClubInvitePage },
	...BOOK_PATHS.map((path) => ({ path, Component: BookPage })),
	...AUTHOR_PATHS.map((path) => ({ path, Component: AuthorPage })),
	{ path: ENTRY_PATH, Component: EntryPage },
	// A pathless layout with absolute child paths, so the legacy '/nav' redirect below can own '/nav' itself.
	{
		Component: ShellLayout,
		children: [
			...SHELL_SECTIONS.map((s) => ({ path: s.path, Component: SECTION_PAGES[s.path] })),
			{ path: ADD_ENTRY_PATH, Component: AddEntryPage },
			{ path: LOG_BOOK_PATH, Component: LogBookPage },
			{ path: EDIT_ENTRY_PATH, Component: EditEntryPage },
			{ path: NEW_LIST_PATH, Component: NewListPage },
			{ path: EDIT_LIST_PATH, Component: EditListPage },
			{ path: NEW_CLUB_PATH, Component: NewClubPage },
			{ path: '/club/:id/edit', Component: EditClubPage },
			{ path: ADMIN_PATH, Component: AdminPage },
		],
	},
	...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
	{ path: '*', Component: NotFoundPage },
]

export const createRouter = () => createBrowserRouter(routes)
