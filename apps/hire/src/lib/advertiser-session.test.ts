import { afterEach, describe, expect, it } from 'vitest'
import { aSession } from '#src/testing/advertiser.ts'
import {
  ADVERTISER_SESSION_KEY,
  getAdvertiserSession,
  sessionName,
  setAdvertiserSession,
} from './advertiser-session.ts'

afterEach(() => localStorage.clear())

describe('the advertiser session', () => {
  it('is kept in local storage after a sign-in and forgotten on sign-out', () => {
    setAdvertiserSession(aSession())
    expect(JSON.parse(localStorage.getItem(ADVERTISER_SESSION_KEY) ?? 'null')).toMatchObject({ type: 'b2c' })
    expect(getAdvertiserSession()?.details.name).toBe('Ravi Traders')

    setAdvertiserSession(null)
    expect(localStorage.getItem(ADVERTISER_SESSION_KEY)).toBeNull()
    expect(getAdvertiserSession()).toBeNull()
  })

  it('reads unreadable or signed-out contents as nobody', () => {
    localStorage.setItem(ADVERTISER_SESSION_KEY, '{not json')
    expect(getAdvertiserSession()).toBeNull()
    localStorage.setItem(ADVERTISER_SESSION_KEY, JSON.stringify({ details: { isLogIn: false } }))
    expect(getAdvertiserSession()).toBeNull()
  })

  it("greets an enterprise account by its contact's name, anyone else by theirs", () => {
    expect(sessionName(aSession())).toBe('Ravi Traders')
    expect(
      sessionName(
        aSession({
          type: 'b2b',
          enterprise: { advertiserId: 1, companyName: 'C', email: '', companyAddress: '', name: 'Lakshmi' },
        }),
      ),
    ).toBe('Lakshmi')
  })
})
