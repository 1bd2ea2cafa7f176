import { Hono } from 'hono'
import { AccountMessages, DeleteAccountInput, FRESH_SIGN_IN_MINUTES } from '../../shared/schemas/account.ts'
import type { Auth } from '../auth/auth.ts'
import type { Database } from '../db/schema.ts'
import { forgetOutboxMail } from '../mail/mailer.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import type { Storage } from '../storage/storage.ts'
import { confirmOwner } from './confirm-owner.ts'
import { clearAuthCookies } from './current-session.ts'
import { deleteAccount } from './delete-account.ts'
import { byteStream, exportAccountJson } from './export-account.ts'

type Deps = { auth: Auth; db: Database; storage: Storage; dataDir: string }

/** Settings → Account: take everything away as a file, or delete it all. Mounted at /api/account. */
export const accountDataRoutes = ({ auth, db, storage, dataDir }: Deps) =>
	new Hono<AppEnv>()
		.get('/export', async (c) => {
			const user = requireUser(c)
			const archive = exportAccountJson(db, storage, { id: user.id, email: user.email })
			c.header(
				'Content-Disposition',
				`attachment; filename="dogear-${user.username}-${new Date().toISOString().slice(0, 10)}.json"`,
			)
			c.header('Cache-Control', 'no-store')
			return c.body(byteStream(archive), 200, { 'Content-Type': 'application/json; charset=utf-8' })
		})
		.post('/delete', async (c) => {
			const user = requireUser(c)
			const { password } = await readJson(c, DeleteAccountInput)
			await confirmOwner(auth, db, c, user.id, password, {
				required: AccountMessages.passwordRequired,
				wrong: AccountMessages.passwordWrong,
				reauthenticate: AccountMessages.reauthenticate(FRESH_SIGN_IN_MINUTES),
			})
			await deleteAccount(db, storage, { id: user.id, email: user.email })
			await forgetOutboxMail(dataDir, user.email)
			await clearAuthCookies(auth, c)
			return c.body(null, 204)
		})
