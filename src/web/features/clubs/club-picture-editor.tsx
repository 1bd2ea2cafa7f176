import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { PictureUpload } from '../../components/ui/picture-upload.tsx'
import { useClubPicture } from './club-core-hooks.ts'
import { ClubPicture } from './club-picture.tsx'

/** The club's picture in its settings, as a reader's is in theirs. */
export function ClubPictureEditor({ club }: { club: ClubView }) {
	const picture = useClubPicture(club.id)
	return (
		<PictureUpload
			whose="the"
			headingId="club-picture-heading"
			classes={{
				section: 'club-settings-group',
				row: 'club-picture-editor',
				controls: 'club-picture-editor__controls',
				preview: 'club-picture club-picture--large',
			}}
			current={<ClubPicture club={club} size="large" />}
			hasPicture={Boolean(club.pictureUrl)}
			upload={(file, done) => picture.mutate(file, done)}
			remove={(done) => picture.mutate(null, done)}
			uploading={picture.isPending}
			removing={picture.isPending}
		/>
	)
}
