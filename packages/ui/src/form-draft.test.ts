import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearAllDrafts,
  createDraftStore,
  DRAFT_KEY_PREFIX,
  DRAFT_MAX_AGE_MS,
  restoreByKind,
} from './form-draft.ts'

const defaults = { name: '', gender: '', job_category: [] as string[], remember: false }
let now = 1_000_000_000_000
const store = (options: Partial<Parameters<typeof createDraftStore<typeof defaults>>[0]> = {}) =>
  createDraftStore({ key: 'profile:7', version: 3, defaults, now: () => now, ...options })

beforeEach(() => {
  localStorage.clear()
  now = 1_000_000_000_000
})

describe('a draft store', () => {
  it('writes the values with the step, the version and the time, under one key per form and user', () => {
    expect(store().write(2, { ...defaults, name: 'Sita', job_category: ['4'] })).toBe(true)
    expect(JSON.parse(localStorage.getItem(`${DRAFT_KEY_PREFIX}profile:7`) ?? 'null')).toEqual({
      version: 3,
      basis: null,
      step: 2,
      savedAt: now,
      values: { ...defaults, name: 'Sita', job_category: ['4'] },
    })
    expect(store().read()).toEqual({
      step: 2,
      savedAt: now,
      values: { ...defaults, name: 'Sita', job_category: ['4'] },
    })
    expect(store({ key: 'profile:8' }).read()).toBeUndefined()
  })

  it('drops a draft of another saved record than the one now edited, or older than a week', () => {
    store({ basis: '2026-11-20T10:00:00.000Z' }).write(0, { ...defaults, name: 'Sita' })
    expect(store({ basis: '2026-11-20T10:00:00.000Z' }).read()?.values.name).toBe('Sita')
    // Saved since (here or on another device): the draft edits a version that is gone.
    expect(store({ basis: '2026-11-23T09:30:00.000Z' }).read()).toBeUndefined()
    store().write(0, { ...defaults, name: 'Sita' })
    expect(store({ basis: '2026-11-23T09:30:00.000Z' }).read()).toBeUndefined()
    store().write(0, { ...defaults, name: 'Sita' })
    now += DRAFT_MAX_AGE_MS + 1
    expect(store().read()).toBeUndefined()
    expect(localStorage.length).toBe(0)
  })

  it('reads through a given restore, which may refuse', () => {
    store().write(1, { ...defaults, name: 'Sita' })
    expect(store({ restore: () => undefined }).read()).toBeUndefined()
  })

  it('is empty and refuses writes where there is no storage', () => {
    const none = store({ storage: null })
    expect(none.write(0, defaults)).toBe(false)
    expect(none.read()).toBeUndefined()
    expect(() => none.clear()).not.toThrow()
  })
})

describe('restoreByKind', () => {
  it.each<[string, unknown, typeof defaults | undefined]>([
    [
      'values of the right kinds',
      { name: 'Sita', job_category: ['4', 5] },
      { ...defaults, name: 'Sita', job_category: ['4', 5] as string[] },
    ],
    ['a number where text goes', { name: 7 }, defaults],
    ['a list holding objects', { job_category: [{}] }, defaults],
    ['a boolean', { remember: true }, { ...defaults, remember: true }],
    ['not an object', 'Sita', undefined],
    ['null', null, undefined],
  ])('%s', (_case, stored, expected) => {
    expect(restoreByKind(stored, defaults)).toEqual(expected)
  })
})

describe('clearAllDrafts', () => {
  it("forgets every form's draft and nothing else kept on the device", () => {
    window.localStorage.clear()
    const defaults = { name: '' }
    createDraftStore({ key: 'seeker-profile:1', version: 1, defaults }).write(0, { name: 'Ravi' })
    createDraftStore({ key: 'post-job:9', version: 1, defaults }).write(1, { name: 'Sri Traders' })
    window.localStorage.setItem('loginDetails', '{}')

    expect(clearAllDrafts()).toBe(2)
    expect(createDraftStore({ key: 'seeker-profile:1', version: 1, defaults }).read()).toBeUndefined()
    expect(window.localStorage.getItem('loginDetails')).toBe('{}')
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX))).toEqual([])
  })

  it('does nothing where storage is blocked', () => {
    expect(clearAllDrafts(null)).toBe(0)
    const blocked = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError')
      },
    } as Storage
    expect(clearAllDrafts(blocked)).toBe(0)
  })
})
