import { ActivityPage } from '../../../shared/schemas/activity.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

export const ACTIVITY_KEY = ['me', 'activity'] as const

/** What the reader did, newest first, a page at a time. */
export const useActivity = () => useCursorPages(ACTIVITY_KEY, '/me/activity', { limit: '30' }, ActivityPage)
