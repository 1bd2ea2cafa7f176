import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { z } from 'zod'
import { isPostgresUrl } from '../db/database.ts'

const SQLITE_FILE = 'dogear.sqlite'
const PG_FILE = 'dogear.pgdump'
const MANIFEST = 'manifest.json'

/**
 * What a backup holds: the database snapshot (a SQLite file or a pg_dump archive), the uploads when they live
 * on local disk, and this manifest saying which. S3 uploads stay in their bucket (version it there).
 */
const BackupManifest = z.object({
	createdAt: z.string(),
	database: z.enum(['sqlite', 'postgres']),
	file: z.enum([SQLITE_FILE, PG_FILE]),
	uploads: z.boolean(),
})
export type BackupManifest = z.infer<typeof BackupManifest>

export type BackupSource = { databaseUrl: string; uploadsDir: string | null }

/**
 * Takes a consistent snapshot while the server keeps running. SQLite: VACUUM INTO reads one WAL snapshot, so
 * it holds every committed transaction up to a moment and nothing of later ones. PostgreSQL: pg_dump reads one
 * repeatable-read snapshot. Uploads are copied after the database: their keys are never reused (a replaced
 * picture gets a new key), so the copy holds every file the snapshot names, perhaps a few newer ones.
 */
export async function takeBackup(source: BackupSource, dir: string): Promise<BackupManifest> {
	if (existsSync(dir)) throw new Error(`${dir} exists already: a backup goes into a new folder`)
	const partial = `${dir}.partial`
	rmSync(partial, { recursive: true, force: true })
	mkdirSync(partial, { recursive: true })
	const postgres = isPostgresUrl(source.databaseUrl)
	const file = postgres ? PG_FILE : SQLITE_FILE
	if (postgres)
		await run('pg_dump', [
			'--format=custom',
			'--no-owner',
			'--no-privileges',
			`--file=${join(partial, file)}`,
			'--dbname',
			source.databaseUrl,
		])
	else snapshotSqlite(source.databaseUrl, join(partial, file))
	const uploads = source.uploadsDir !== null && existsSync(source.uploadsDir)
	if (uploads) cpSync(source.uploadsDir!, join(partial, 'uploads'), { recursive: true })
	const manifest: BackupManifest = {
		createdAt: new Date().toISOString(),
		database: postgres ? 'postgres' : 'sqlite',
		file,
		uploads,
	}
	writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, '\t')}\n`)
	// Only a finished backup carries the name asked for.
	renameSync(partial, dir)
	return manifest
}

function snapshotSqlite(databasePath: string, target: string) {
	if (!existsSync(databasePath)) throw new Error(`No SQLite database at ${databasePath}`)
	const db = new Sqlite(databasePath, { readonly: true, fileMustExist: true })
	try {
		db.pragma('busy_timeout = 5000')
		db.prepare('vacuum into ?').run(target)
	} finally {
		db.close()
	}
	checkSqlite(target)
}

function checkSqlite(path: string) {
	const db = new Sqlite(path, { readonly: true, fileMustExist: true })
	try {
		const result = db.pragma('integrity_check', { simple: true })
		if (result !== 'ok') throw new Error(`${path} failed SQLite's integrity check: ${String(result)}`)
	} finally {
		db.close()
	}
}

/**
 * Puts a backup back. The server must be stopped. SQLite: the snapshot is checked, then replaces the database
 * file (its -wal and -shm files go: they belong to the old file). PostgreSQL: pg_restore --clean into the
 * database of the URL, replacing what is there. Local uploads are replaced by the backup's.
 */
export async function restoreBackup(dir: string, target: BackupSource): Promise<BackupManifest> {
	const manifest = readManifest(dir)
	const source = join(dir, manifest.file)
	if (!existsSync(source)) throw new Error(`${source} is missing: not a complete backup`)
	const postgres = isPostgresUrl(target.databaseUrl)
	if (postgres !== (manifest.database === 'postgres')) {
		throw new Error(
			`The backup is of ${manifest.database}, but the configured database is ${postgres ? 'PostgreSQL' : 'SQLite'}`,
		)
	}
	if (postgres) {
		await run('pg_restore', [
			'--clean',
			'--if-exists',
			'--no-owner',
			'--no-privileges',
			'--single-transaction',
			'--dbname',
			target.databaseUrl,
			source,
		])
	} else {
		checkSqlite(source)
		const incoming = `${target.databaseUrl}.restoring`
		cpSync(source, incoming)
		for (const suffix of ['-wal', '-shm']) rmSync(`${target.databaseUrl}${suffix}`, { force: true })
		renameSync(incoming, target.databaseUrl)
	}
	if (manifest.uploads && target.uploadsDir !== null) {
		rmSync(target.uploadsDir, { recursive: true, force: true })
		cpSync(join(dir, 'uploads'), target.uploadsDir, { recursive: true })
	}
	return manifest
}

function readManifest(dir: string): BackupManifest {
	try {
		return BackupManifest.parse(JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')))
	} catch {
		throw new Error(`${dir} is not a Dogear backup (no valid ${MANIFEST})`)
	}
}

function run(command: string, args: string[]) {
	return new Promise<void>((resolve, reject) => {
		const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
		let stderr = ''
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		child.on('error', (error) =>
			reject(new Error(`${command} could not start (${error.message}); install the PostgreSQL client tools`)),
		)
		child.on('close', (code) =>
			code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
		)
	})
}
