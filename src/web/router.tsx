import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import {
	ADD_ENTRY_PATH,
	ADMIN_CATALOGUE_PATH,
	ADMIN_SERVERS_PATH,
	ADMIN_PATH,
	FOLLOW_REQUESTS_PATH,
	AUTHOR_PATHS,
	SERIES_PATHS,
	BOOK_PATHS,
	CLUB_INVITE_PATH,
	CLUB_PATH,
	CLUB_THREAD_PATH,
	EDIT_ENTRY_PATH,
	BOOK_HISTORY_PATH,
	EDIT_BOOK_PATH,
	EDIT_LIST_PATH,
	NEW_BOOK_PATH,
	ENTRY_PATH,
	LEGACY_REDIRECTS,
	LIST_PATH,
	LOG_BOOK_PATH,
	NEW_EDITION_PATH,
	NEW_CLUB_PATH,
	NEW_LIST_PATH,
	PUBLIC_PROFILE_PATH,
	SHELL_SECTIONS,
	SIGN_OUT_PATH,
	USER_SHELF_PATH,
	YEAR_IN_REVIEW_PATH,
} from '../shared/page-routes.ts'
import { RouteErrorPage, ShellRouteError } from './features/errors/route-error-page.tsx'
import { LandingPage } from './features/landing/landing-page.tsx'
import { NotFoundPage } from './features/not-found/not-found-page.tsx'
import { SignOutPage } from './features/shell/sign-out-page.tsx'
import { lazyPage } from './lib/lazy-page.tsx'

// Each page is a chunk of its own, loaded when it is first opened, so the first visit loads only the shell, the
// landing page and what every page shares (the budget: tests/e2e/budgets.spec.ts). The stats pages bring their charts.
const StatsPage = lazyPage(() => import('./features/stats/stats-page.tsx').then((m) => m.StatsPage))
const UserStatsPage = lazyPage(() => import('./features/stats/user-stats-page.tsx').then((m) => m.UserStatsPage))
const YearInReviewPage = lazyPage(() =>
	import('./features/stats/year-in-review-page.tsx').then((m) => m.YearInReviewPage),
)
const AdminPage = lazyPage(() => import('./features/admin/admin-page.tsx').then((m) => m.AdminPage))
const AdminServersPage = lazyPage(() =>
	import('./features/admin/admin-servers-page.tsx').then((m) => m.AdminServersPage),
)
const AdminCataloguePage = lazyPage(() =>
	import('./features/admin/admin-catalogue-page.tsx').then((m) => m.AdminCataloguePage),
)
const ResetPage = lazyPage(() => import('./features/auth/reset-page.tsx').then((m) => m.ResetPage))
const SignInPage = lazyPage(() => import('./features/auth/sign-in-page.tsx').then((m) => m.SignInPage))
const SignUpPage = lazyPage(() => import('./features/auth/sign-up-page.tsx').then((m) => m.SignUpPage))
const AuthorPage = lazyPage(() => import('./features/books/author-page.tsx').then((m) => m.AuthorPage))
const SeriesPage = lazyPage(() => import('./features/books/series-page.tsx').then((m) => m.SeriesPage))
const BookPage = lazyPage(() => import('./features/books/book-page.tsx').then((m) => m.BookPage))
const AddEditionPage = lazyPage(() => import('./features/books/add-edition-page.tsx').then((m) => m.AddEditionPage))
const AddEntryPage = lazyPage(() => import('./features/entries/add-entry-page.tsx').then((m) => m.AddEntryPage))
const EditEntryPage = lazyPage(() => import('./features/entries/edit-entry-page.tsx').then((m) => m.EditEntryPage))
const EntryPage = lazyPage(() => import('./features/entries/entry-page.tsx').then((m) => m.EntryPage))
const LogBookPage = lazyPage(() => import('./features/entries/log-book-page.tsx').then((m) => m.LogBookPage))
const ImprintPage = lazyPage(() => import('./features/legal/imprint-page.tsx').then((m) => m.ImprintPage))
const PrivacyPolicyPage = lazyPage(() =>
	import('./features/legal/privacy-policy-page.tsx').then((m) => m.PrivacyPolicyPage),
)
const TermsPage = lazyPage(() => import('./features/legal/terms-page.tsx').then((m) => m.TermsPage))
const FollowRequestsPage = lazyPage(() =>
	import('./features/follows/follow-requests-page.tsx').then((m) => m.FollowRequestsPage),
)
const OwnProfilePage = lazyPage(() => import('./features/profiles/own-profile-page.tsx').then((m) => m.OwnProfilePage))
const PublicProfilePage = lazyPage(() =>
	import('./features/profiles/public-profile-page.tsx').then((m) => m.PublicProfilePage),
)
const ActivityPage = lazyPage(() => import('./features/activity/activity-page.tsx').then((m) => m.ActivityPage))
const ClubDiscussionPage = lazyPage(() =>
	import('./features/clubs/club-discussion-page.tsx').then((m) => m.ClubDiscussionPage),
)
const ClubInvitePage = lazyPage(() => import('./features/clubs/club-invite-page.tsx').then((m) => m.ClubInvitePage))
const ClubMembersPage = lazyPage(() => import('./features/clubs/club-members-page.tsx').then((m) => m.ClubMembersPage))
const ClubPage = lazyPage(() => import('./features/clubs/club-page.tsx').then((m) => m.ClubPage))
const ClubPollsPage = lazyPage(() => import('./features/clubs/club-polls-page.tsx').then((m) => m.ClubPollsPage))
const ClubSchedulePage = lazyPage(() =>
	import('./features/clubs/club-schedule-page.tsx').then((m) => m.ClubSchedulePage),
)
const ClubThreadPage = lazyPage(() => import('./features/clubs/club-thread-page.tsx').then((m) => m.ClubThreadPage))
const EditClubPage = lazyPage(() => import('./features/clubs/edit-club-page.tsx').then((m) => m.EditClubPage))
const NewClubPage = lazyPage(() => import('./features/clubs/new-club-page.tsx').then((m) => m.NewClubPage))
const ClubsPage = lazyPage(() => import('./features/clubs/clubs-page.tsx').then((m) => m.ClubsPage))
const MemberDiaryPage = lazyPage(() => import('./features/diary/member-diary-page.tsx').then((m) => m.MemberDiaryPage))
const MemberReviewsPage = lazyPage(() =>
	import('./features/diary/member-reviews-page.tsx').then((m) => m.MemberReviewsPage),
)
const MemberShelfPage = lazyPage(() =>
	import('./features/shelves/member-shelf-page.tsx').then((m) => m.MemberShelfPage),
)
const DiaryPage = lazyPage(() => import('./features/diary/diary-page.tsx').then((m) => m.DiaryPage))
const NewBookPage = lazyPage(() => import('./features/book-edits/new-book-page.tsx').then((m) => m.NewBookPage))
const EditBookPage = lazyPage(() => import('./features/book-edits/edit-book-page.tsx').then((m) => m.EditBookPage))
const BookHistoryPage = lazyPage(() =>
	import('./features/book-edits/book-history-page.tsx').then((m) => m.BookHistoryPage),
)
const EditListPage = lazyPage(() => import('./features/lists/edit-list-page.tsx').then((m) => m.EditListPage))
const ListPage = lazyPage(() => import('./features/lists/list-page.tsx').then((m) => m.ListPage))
const ListsPage = lazyPage(() => import('./features/lists/lists-page.tsx').then((m) => m.ListsPage))
const NewListPage = lazyPage(() => import('./features/lists/new-list-page.tsx').then((m) => m.NewListPage))
const UserListsPage = lazyPage(() => import('./features/lists/user-lists-page.tsx').then((m) => m.UserListsPage))
const NotificationsPage = lazyPage(() =>
	import('./features/notifications/notifications-page.tsx').then((m) => m.NotificationsPage),
)
const PopularPage = lazyPage(() => import('./features/popular/popular-page.tsx').then((m) => m.PopularPage))
const ReadlistPage = lazyPage(() => import('./features/shelves/readlist-page.tsx').then((m) => m.ReadlistPage))
const ReviewsPage = lazyPage(() => import('./features/diary/reviews-page.tsx').then((m) => m.ReviewsPage))
const SearchPage = lazyPage(() => import('./features/search/search-page.tsx').then((m) => m.SearchPage))
const ShellLayout = lazyPage(() => import('./features/shell/shell-layout.tsx').then((m) => m.ShellLayout))
const FollowersPage = lazyPage(() =>
	import('./features/follows/user-follows-page.tsx').then((m) => () => <m.UserFollowsPage which="followers" />),
)
const FollowingPage = lazyPage(() =>
	import('./features/follows/user-follows-page.tsx').then((m) => () => <m.UserFollowsPage which="following" />),
)
const SettingsPage = lazyPage(() => import('./features/account/settings-page.tsx').then((m) => m.SettingsPage))

/** The signed-in shell's layout route, which the server's render looks for (server-render.tsx). */
export const SHELL_ROUTE_ID = 'shell'

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

const pages: RouteObject[] = [
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
	{ path: '/u/:username/diary', Component: MemberDiaryPage },
	{ path: '/u/:username/reviews', Component: MemberReviewsPage },
	{ path: USER_SHELF_PATH, Component: MemberShelfPage },
	{ path: '/u/:username/followers', Component: FollowersPage },
	{ path: '/u/:username/following', Component: FollowingPage },
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
	...SERIES_PATHS.map((path) => ({ path, Component: SeriesPage })),
	{ path: ENTRY_PATH, Component: EntryPage },
	// A pathless layout with absolute child paths, so the legacy '/nav' redirect below can own '/nav' itself.
	{
		id: SHELL_ROUTE_ID,
		Component: ShellLayout,
		children: [
			{
				// A page of the shell that fails shows its error inside the shell, so the reader keeps the menu.
				errorElement: <ShellRouteError />,
				children: [
					...SHELL_SECTIONS.map((s) => ({ path: s.path, Component: SECTION_PAGES[s.path] })),
					{ path: ADD_ENTRY_PATH, Component: AddEntryPage },
					{ path: LOG_BOOK_PATH, Component: LogBookPage },
					{ path: EDIT_ENTRY_PATH, Component: EditEntryPage },
					{ path: NEW_EDITION_PATH, Component: AddEditionPage },
					{ path: NEW_LIST_PATH, Component: NewListPage },
					{ path: EDIT_LIST_PATH, Component: EditListPage },
					{ path: NEW_BOOK_PATH, Component: NewBookPage },
					{ path: EDIT_BOOK_PATH, Component: EditBookPage },
					{ path: BOOK_HISTORY_PATH, Component: BookHistoryPage },
					{ path: NEW_CLUB_PATH, Component: NewClubPage },
					{ path: '/club/:id/edit', Component: EditClubPage },
					{ path: ADMIN_PATH, Component: AdminPage },
					{ path: ADMIN_CATALOGUE_PATH, Component: AdminCataloguePage },
					{ path: ADMIN_SERVERS_PATH, Component: AdminServersPage },
					{ path: FOLLOW_REQUESTS_PATH, Component: FollowRequestsPage },
				],
			},
		],
	},
	...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
	{ path: '*', Component: NotFoundPage },
]

// One pathless root whose error page catches whatever any page throws, so no failure reaches React Router's
// own screen for developers.
export const routes: RouteObject[] = [{ errorElement: <RouteErrorPage />, children: pages }]

export const createRouter = () => createBrowserRouter(routes)
