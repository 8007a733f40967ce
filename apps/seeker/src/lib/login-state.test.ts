import { afterEach, describe, expect, it } from 'vitest'
import { getLoginDetails, LOGIN_DETAILS_KEY, requestLogin, setLoginDetails } from './login-state.ts'

const details = {
  id: 7,
  jobsUserId: 70,
  isLogIn: true,
  mobileNumber: '9876543210',
  name: 'Name',
  whatsAppOptIn: false,
}

describe('login details', () => {
  afterEach(() => window.localStorage.clear())

  it('are kept in local storage with the fields of spec section 3, and reset on logout', () => {
    expect(getLoginDetails()).toBeNull()
    setLoginDetails(details)
    expect(JSON.parse(window.localStorage.getItem(LOGIN_DETAILS_KEY) ?? '')).toEqual(details)
    expect(getLoginDetails()).toEqual(details)
    setLoginDetails(null)
    expect(window.localStorage.getItem(LOGIN_DETAILS_KEY)).toBeNull()
    expect(getLoginDetails()).toBeNull()
  })

  it('ignore a broken or logged-out entry', () => {
    window.localStorage.setItem(LOGIN_DETAILS_KEY, '{not json')
    expect(getLoginDetails()).toBeNull()
    window.localStorage.setItem(LOGIN_DETAILS_KEY, JSON.stringify({ ...details, isLogIn: false }))
    expect(getLoginDetails()).toBeNull()
  })

  it('a second login request settles the first with null', async () => {
    const first = requestLogin()
    void requestLogin()
    await expect(first).resolves.toBeNull()
  })
})
