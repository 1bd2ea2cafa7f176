import { bookPath, editBookPath, entryPath, listPath, publicProfilePath } from '../../shared/page-routes.ts'
import { type AdminReport, ReportStatus } from '../../shared/schemas/admin.ts'
import { ReportReason } from '../../shared/schemas/reports.ts'
import type { Database } from '../db/schema.ts'
import { findTarget, type TargetFacts } from '../reports/report-targets.ts'
import {
	findBookPreview,
	findCommentPreview,
	findEntryPreview,
	findListPreview,
	findOwner,
	type reportRows,
} from './admin-queries.ts'

type ReportRow = Awaited<ReturnType<typeof reportRows>>['rows'][number]
type Preview = NonNullable<AdminReport['target']>

const EXCERPT = 280
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text)

/** A few words on what the target is, for the administrator; undefined when it is gone. */
async function preview(db: Database, target: TargetFacts, ownerBio: string): Promise<Preview | undefined> {
	const hidden = target.hidden
	const editPath = null
	if (target.kind === 'entry') {
		const row = await findEntryPreview(db, target.id)
		const title = `Entry for “${row?.title}”`
		return row && { title, excerpt: excerpt(row.review), path: entryPath(target.id), editPath, hidden }
	}
	if (target.kind === 'comment') {
		const row = await findCommentPreview(db, target.id)
		return row && { title: 'Comment', excerpt: excerpt(row.body), path: entryPath(row.entryId), editPath, hidden }
	}
	if (target.kind === 'list') {
		const row = await findListPreview(db, target.id)
		const title = `List “${row?.name}”`
		return row && { title, excerpt: excerpt(row.description), path: listPath(target.id), editPath, hidden }
	}
	if (target.kind === 'book') {
		const row = await findBookPreview(db, target.id)
		const title = `Book “${row?.title}”`
		const path = row && bookPath(row)
		return row && path ? { title, excerpt: '', path, editPath: editBookPath(row.id), hidden } : undefined
	}
	return { title: 'Profile', excerpt: excerpt(ownerBio), path: null, editPath, hidden: false }
}

/** One report as the administrators' page shows it: the report, its target's preview and owner. */
export async function adminReportView(db: Database, row: ReportRow): Promise<AdminReport> {
	const target = await findTarget(db, row.targetKind, row.targetId)
	const owner = target?.ownerId ? await findOwner(db, target.ownerId) : undefined
	// A book has no owner; everything else is shown only while its owner is there.
	const shown = target && (owner || target.ownerId === null) ? await preview(db, target, owner?.bio ?? '') : undefined
	return {
		id: row.id,
		reporter: row.username === null ? null : { username: row.username, name: row.name ?? '', image: row.image ?? null },
		targetKind: row.targetKind,
		targetId: row.targetId,
		reason: ReportReason.parse(row.reason),
		details: row.details,
		status: ReportStatus.parse(row.status),
		resolution: row.resolution,
		createdAt: row.createdAt,
		openReportsOnTarget: Number(row.openOnTarget ?? 0),
		target:
			shown && target?.kind === 'profile' && owner
				? { ...shown, path: publicProfilePath(owner.username) }
				: (shown ?? null),
		owner: owner
			? { username: owner.username, name: owner.name, image: owner.image, suspended: Boolean(owner.suspendedAt) }
			: null,
	}
}
