import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ClubSectionView } from '../../../shared/schemas/club-schedule.ts'
import { placeWords } from './club-schedule-words.ts'

const sections: ClubSectionView[] = [
	{ id: 's1', position: 1, title: 'Chapters 1–5', startPage: 1, endPage: 50, dueOn: '2026-12-01', threadCount: 0 },
	{ id: 's2', position: 2, title: 'Chapters 6–10', startPage: 51, endPage: 120, dueOn: '2026-12-08', threadCount: 2 },
]
const place = (
	status: 'hidden' | 'none' | 'reading' | 'finished',
	page: number | null = null,
	sectionsDone = 0,
	readingSectionId: string | null = null,
) => ({
	status,
	page,
	sectionsDone,
	readingSectionId,
})

test('a member is placed in words: in a section, between sections, finished, not started or not shared', () => {
	assert.equal(placeWords(place('reading', 70, 1, 's2'), sections), 'On page 70, in Section 2: Chapters 6–10')
	assert.equal(placeWords(place('reading', 50, 1, null), sections), 'On page 50, done with Section 1: Chapters 1–5')
	assert.equal(
		placeWords(place('reading', 70, 1, 's2'), sections, true),
		'You are on page 70, in Section 2: Chapters 6–10.',
	)
	assert.equal(placeWords(place('finished', null, 2), sections), 'Finished the book')
	assert.equal(placeWords(place('none'), sections), 'Not started')
	assert.equal(placeWords(place('none'), sections, true), 'You have not logged any progress on this book yet.')
	assert.equal(placeWords(place('hidden'), sections), 'Not shared')
	assert.equal(placeWords(place('reading', 12), []), 'On page 12')
})
