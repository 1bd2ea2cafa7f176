import Bowser from 'bowser'
import type { ActiveSession } from '../../shared/schemas/account.ts'

type Device = Pick<ActiveSession, 'label' | 'browser' | 'os' | 'device'>

const DEVICES = new Set(['desktop', 'mobile', 'tablet'])

/** 'Firefox on Windows' and its parts, from a session's stored user agent; unknown parts are null. */
export function describeUserAgent(userAgent: string | null): Device {
	const parsed = userAgent?.trim() ? Bowser.parse(userAgent) : undefined
	const browser = parsed?.browser.name || null
	const os = parsed?.os.name || null
	const type = parsed?.platform.type ?? ''
	const label = browser && os ? `${browser} on ${os}` : (browser ?? (os ? `A browser on ${os}` : 'Unknown browser'))
	return { label, browser, os, device: DEVICES.has(type) ? (type as Device['device']) : 'other' }
}
