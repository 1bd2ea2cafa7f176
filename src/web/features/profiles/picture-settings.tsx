import type { ProfileView } from '../../../shared/schemas/profile.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { PictureUpload } from '../../components/ui/picture-upload.tsx'
import { useRemovePicture, useUploadPicture } from './profile-hooks.ts'

/** The reader's picture in their profile settings; a refusal is also written under the buttons. */
export function PictureSettings({ profile }: { profile: ProfileView }) {
	const upload = useUploadPicture()
	const remove = useRemovePicture()
	return (
		<PictureUpload
			whose="your"
			headingId="picture-title"
			classes={{
				section: 'settings-group picture-settings',
				row: 'picture-settings__row',
				controls: 'picture-settings__controls',
				file: 'picture-settings__file',
				preview: 'avatar avatar--large',
			}}
			current={<Avatar src={profile.picture?.large} name={profile.name || profile.username} size="large" />}
			hasPicture={Boolean(profile.picture)}
			upload={(file, done) => upload.mutate(file, done)}
			remove={(done) => remove.mutate(undefined, done)}
			uploading={upload.isPending}
			removing={remove.isPending}
			errorId="picture-error"
		/>
	)
}
