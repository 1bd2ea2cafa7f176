import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useRemoteAction, useRemoteLookup } from './remote-follow-hooks.ts'
import { RemoteReaderName } from './remote-reader-row.tsx'

const LABELS = { none: 'Follow', requested: 'Withdraw request', accepted: 'Unfollow' } as const

/** The people search for @name@host or a profile address: the reader their server answers for, to follow. */
export function RemoteReaderResult({ q }: { q: string }) {
	const lookup = useRemoteLookup(q)
	const act = useRemoteAction()
	return (
		<section className="people-results" aria-labelledby="remote-result-heading">
			<h2 id="remote-result-heading" className="book-results__heading">
				On another server
			</h2>
			<FormAlert message={act.isError ? act.error.message : null} />
			<QueryState query={lookup}>
				{({ reader, status }) => (
					<ul className="follow-list">
						<li className="follow-list__item">
							<RemoteReaderName reader={reader} />
							<Button
								variant={status === 'none' ? 'primary' : 'secondary'}
								busy={act.isPending}
								onClick={() => act.mutate({ action: status === 'none' ? 'follow' : 'unfollow', id: reader.id })}
								aria-label={`${LABELS[status]} ${reader.handle}`}
							>
								{LABELS[status]}
							</Button>
						</li>
					</ul>
				)}
			</QueryState>
		</section>
	)
}
