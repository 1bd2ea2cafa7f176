import type { z } from 'zod'
import type { ClubPatch } from '../../shared/schemas/club-core.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { Storage } from '../storage/storage.ts'
import { deleteFiles, pictureFiles } from '../storage/picture-upload.ts'
import { clubSearchTextOf, deleteClubRow, findClub, touchClub, type ClubRow } from './club-queries.ts'

/** Changes the club's own fields; the search text follows the name and description in the same write. */
export async function editClub(db: Database, club: ClubRow, patch: z.output<typeof ClubPatch>) {
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		// Locks the row first (PostgreSQL), so two edits do not mix one's name with the other's description.
		if (!(await touchClub(trx, club.id, at))) throw notFound('Club')
		const current = await findClub(trx, club.id)
		if (!current) throw notFound('Club')
		const name = patch.name ?? current.name
		const description = patch.description ?? current.description
		await touchClub(trx, club.id, at, {
			name,
			description,
			searchText: clubSearchTextOf({ name, description }),
			...(patch.access ? { access: patch.access } : {}),
		})
	})
}

/** Deletes the club and everything in it (the tables cascade), then its picture's files. */
export async function deleteClub(db: Database, storage: Storage, club: ClubRow) {
	await deleteClubRow(db, club.id)
	if (club.pictureKey) await deleteFiles(storage, pictureFiles(club.pictureKey))
}
