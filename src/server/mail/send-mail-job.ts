import type { Database } from '../db/schema.ts'
import { enqueue } from '../jobs/job-queue.ts'
import { MailMessage, type Mailer } from './mailer.ts'

/** Mail leaves through the job queue: a slow or failing SMTP server never holds up the request that sent it. */
export function queueMail(db: Database, message: MailMessage) {
	return enqueue(db, 'send-mail', message)
}

export const sendMailJob = (mailer: Mailer) => (payload: unknown) => mailer.send(MailMessage.parse(payload))
