import { describe, expect, it } from 'vitest'
import {
  localStorageTokenStore,
  memoryTokenStore,
  TOKEN_STORAGE_KEYS,
  type TokenStore,
} from './token-store.ts'

function fakeStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}

describe.each([
  ['local storage', () => localStorageTokenStore({ storage: fakeStorage() })],
  ['memory', () => memoryTokenStore()],
] as const)('%s token store', (_name, make: () => TokenStore) => {
  it('starts empty, keeps what is set and forgets it on clear', () => {
    const store = make()
    expect(store.get()).toBeNull()

    store.set({ access: 'a1', refresh: 'r1' })
    expect(store.get()).toEqual({ access: 'a1', refresh: 'r1' })

    store.clear()
    expect(store.get()).toBeNull()
  })

  it('keeps the refresh token when only the access token is renewed', () => {
    const store = make()
    store.set({ access: 'a1', refresh: 'r1' })
    store.set({ access: 'a2' })

    expect(store.get()).toEqual({ access: 'a2', refresh: 'r1' })
  })

  it('drops the refresh token when told it has none', () => {
    const store = make()
    store.set({ access: 'a1', refresh: 'r1' })
    store.set({ access: 'a2', refresh: null })

    expect(store.get()).toEqual({ access: 'a2', refresh: null })
  })
})

describe('localStorageTokenStore', () => {
  it('uses the documented keys and clears the other keys it was given', () => {
    const storage = fakeStorage()
    storage.setItem('loginDetails', '{}')
    storage.setItem('unrelated', 'x')
    const store = localStorageTokenStore({ storage, alsoClear: ['loginDetails'] })

    store.set({ access: 'a1', refresh: 'r1' })
    expect(storage.items.get(TOKEN_STORAGE_KEYS.access)).toBe('a1')
    expect(storage.items.get(TOKEN_STORAGE_KEYS.refresh)).toBe('r1')

    store.clear()
    expect([...storage.items.keys()]).toEqual(['unrelated'])
  })

  it('behaves as empty where there is no storage (a server render)', () => {
    const store = localStorageTokenStore()
    store.set({ access: 'a1' })

    expect(store.get()).toBeNull()
  })

  it('behaves as empty when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const store = localStorageTokenStore({ storage: refusing })

    expect(() => store.set({ access: 'a1' })).not.toThrow()
    expect(store.get()).toBeNull()
    expect(() => store.clear()).not.toThrow()
  })
})
