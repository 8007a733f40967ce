import { describe, expect, it } from 'vitest'
import { savedAgo } from './saved-ago.ts'

describe('savedAgo', () => {
  const now = new Date('2026-11-24T12:00:00Z')

  it('says how long ago a draft was saved, in the page language', () => {
    expect(savedAgo('2026-11-24T10:00:00Z', 'en', now)).toBe('2 hours ago')
    expect(savedAgo('2026-11-24T11:59:50Z', 'en', now)).toBe('a few seconds ago')
    expect(savedAgo('2026-11-24T10:00:00Z', 'hi', now)).toBe('2 घंटे पहले')
    expect(savedAgo('2026-11-24T10:00:00Z', 'te', now)).toBe('2 గంటలు క్రితం')
  })

  it('a save the server dated a moment ahead of this phone was "a few seconds ago", never in the future', () => {
    expect(savedAgo('2026-11-24T12:00:03Z', 'en', now)).toBe('a few seconds ago')
  })
})
