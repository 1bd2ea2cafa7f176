import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { ADMIN_PATH } from '../../../shared/page-routes.ts'
import type { InstanceBlockView } from '../../../shared/schemas/instance-blocks.ts'
import { Button } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { useBlockInstance, useInstanceBlocks, useUnblockInstance } from './instance-block-hooks.ts'

/**
 * /nav/admin/servers: other servers an administrator has blocked, a form to block one and a button to unblock
 * each. A blocked server's deliveries are refused, and nothing is fetched from or sent to it. 404 for anyone
 * but an admin.
 */
export function AdminServersPage() {
	const blocks = useInstanceBlocks()
	if (blocks.error instanceof ApiError && blocks.error.status === 404) return <NotFoundPage />
	return (
		<div className="section-page">
			<PageHeader
				title="Blocked servers"
				lead="Other servers this one refuses: nothing they send is accepted, and nothing is fetched from them or sent to them."
			/>
			<p>
				<Link to={ADMIN_PATH}>Reports</Link>
			</p>
			<BlockForm />
			<section className="settings-group" aria-labelledby="blocked-servers-title">
				<h2 id="blocked-servers-title">Blocked</h2>
				<QueryState query={blocks}>
					{(data) =>
						data.items.length === 0 ? (
							<EmptyState title="No blocked servers">
								<p>Every server may follow this one's readers and send them replies.</p>
							</EmptyState>
						) : (
							<ul className="admin-blocked-servers">
								{data.items.map((block) => (
									<BlockedServer key={block.host} block={block} />
								))}
							</ul>
						)
					}
				</QueryState>
			</section>
		</div>
	)
}

function BlockedServer({ block }: { block: InstanceBlockView }) {
	const unblock = useUnblockInstance()
	const dates = useReaderTime()
	return (
		<li className="admin-blocked-server">
			<p>
				<strong>{block.host}</strong>, blocked {dates.dateTime(block.createdAt)}
				{block.reason && `: ${block.reason}`}
			</p>
			<Button
				variant="secondary"
				busy={unblock.isPending}
				onClick={() => unblock.mutate(block.host)}
				aria-label={`Unblock ${block.host}`}
			>
				Unblock
			</Button>
			{unblock.error && <p role="alert">{unblock.error.message}</p>}
		</li>
	)
}

function BlockForm() {
	const block = useBlockInstance()
	const [host, setHost] = useState('')
	const [reason, setReason] = useState('')
	const [errors, setErrors] = useState<{ host?: string; reason?: string; form?: string }>({})
	const [done, setDone] = useState<string | null>(null)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (!host.trim()) return setErrors({ host: "Enter the server's name, such as mastodon.example." })
		setErrors({})
		block.mutate(
			{ host, reason },
			{
				onSuccess: (made) => {
					setHost('')
					setReason('')
					setDone(`${made.host} is blocked.`)
				},
				onError: (e) =>
					setErrors(
						e instanceof ApiError && (e.fields.host || e.fields.reason)
							? { host: e.fields.host, reason: e.fields.reason }
							: { form: e.message },
					),
			},
		)
	}
	return (
		<section className="settings-group" aria-labelledby="block-server-title">
			<h2 id="block-server-title">Block a server</h2>
			<form className="admin-block-form" onSubmit={onSubmit} noValidate>
				<TextField
					id="block-host"
					label="Server"
					hint="Its name (mastodon.example), an address on it or a handle (@name@mastodon.example)."
					value={host}
					onChange={(event) => setHost(event.target.value)}
					error={errors.host}
					autoComplete="off"
				/>
				<TextField
					id="block-reason"
					label="Reason (optional, for administrators)"
					value={reason}
					maxLength={500}
					onChange={(event) => setReason(event.target.value)}
					error={errors.reason}
				/>
				<Button type="submit" busy={block.isPending}>
					Block server
				</Button>
			</form>
			<p role="status">{done}</p>
			{errors.form && <p role="alert">{errors.form}</p>}
		</section>
	)
}
