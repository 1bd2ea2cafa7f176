import { useState } from 'react'
import type { ThemeChoice } from '../../../shared/theme.ts'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { chooseTheme, currentTheme } from './theme-choice.ts'

const OPTIONS = [
	{ value: 'system', label: 'Same as this device', description: 'Light or dark as your device is set.' },
	{ value: 'light', label: 'Light', description: 'Dark ink on paper, whatever the device says.' },
	{ value: 'dark', label: 'Dark', description: 'Light text on deep ink, whatever the device says.' },
] as const satisfies readonly { value: ThemeChoice; label: string; description: string }[]

/** The theme applies as it is chosen; there is nothing to save, so there is no button. */
export function ThemeSettings() {
	const [theme, setTheme] = useState(currentTheme)
	return (
		<section className="settings-group" aria-labelledby="theme-title">
			<h2 id="theme-title">Theme</h2>
			<p className="muted">Kept in this browser, for every page of Dogear, signed in or not.</p>
			<RadioGroup
				name="theme"
				legend="Colours"
				options={OPTIONS}
				value={theme}
				onChange={(next) => {
					chooseTheme(next)
					setTheme(next)
				}}
			/>
		</section>
	)
}
