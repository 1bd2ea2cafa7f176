import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { BlockItem } from '../../../shared/schemas/blocks.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useBlocks, useSetBlock } from './block-hooks.ts'

export const PRIVACY_SETTINGS_PATH = '/nav/settings?tab=privacy'

/** Settings › Privacy › Blocked readers: whom the reader blocked, each with Unblock. */
export function BlockedReaders() {
	const blocks = useBlocks()
	return (
		<section className="settings-group" aria-labelledby="blocked-readers-title">
			<h2 id="blocked-readers-title">Blocked readers</h2>
			<p className="muted">
				You and the readers you blocked do not see each other anywhere. Unblocking does not bring back follows.
			</p>
			<QueryState query={blocks}>
				{(data) => {
					const items = data.pages.flatMap((page) => page.items)
					if (items.length === 0) return <p>You have not blocked anyone.</p>
					return (
						<>
							<ul className="blocked-readers">
								{items.map((item) => (
									<BlockedReader key={item.reader.username} item={item} />
								))}
							</ul>
							{blocks.hasNextPage && <LoadMore pager={blocks} shown={`${items.length} blocked readers shown`} />}
						</>
					)
				}}
			</QueryState>
		</section>
	)
}

/** One row. Unblocked readers stay in the list, saying so, so focus and the reader's place are kept. */
function BlockedReader({ item }: { item: BlockItem }) {
	const { reader } = item
	const name = reader.name || reader.username
	const setBlock = useSetBlock(reader.username)
	const unblocked = setBlock.isSuccess && setBlock.variables === false
	return (
		<li className="blocked-readers__item">
			<Avatar src={reader.image} name={name} size="small" />
			<span className="blocked-readers__name">
				{unblocked ? <Link to={publicProfilePath(reader.username)}>{name}</Link> : name}{' '}
				<span className="muted">@{reader.username}</span>
			</span>
			<span className="blocked-readers__action">
				<Button
					variant="secondary"
					busy={setBlock.isPending}
					onClick={() => setBlock.mutate(unblocked)}
					aria-label={`${unblocked ? 'Block' : 'Unblock'} ${name}`}
				>
					{unblocked ? 'Block again' : 'Unblock'}
				</Button>
			</span>
			<p role="status" className="blocked-readers__status">
				{unblocked ? `Unblocked. You and ${name} can see each other again.` : ''}
			</p>
			<FormAlert message={setBlock.isError ? `Nothing changed: ${setBlock.error.message}` : null} />
		</li>
	)
}
