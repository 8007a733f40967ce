import { createApiClient } from '@localjobs/api-client/client'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { getLoginDetails, setLoginDetails } from '#src/lib/login-state.ts'
import { logOut } from './log-out.ts'

const details = {
  id: 7,
  jobsUserId: 7,
  isLogIn: true,
  mobileNumber: '9876543210',
  name: 'Name',
  whatsAppOptIn: false,
}

const answered = async () =>
  new Response('{"message":"Logged out."}', { headers: { 'content-type': 'application/json' } })

function cacheOfTwoKinds() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['job-seeker', 'profile', 'en'], { name: 'Ravi' })
  queryClient.setQueryData(['job-seeker', 'applications', 'en', { user: 7 }], { pages: [] })
  queryClient.setQueryData(['classifieds', 'feed', 'en'], { results: [1] })
  return queryClient
}

describe('logOut', () => {
  afterEach(() => window.localStorage.clear())

  it("forgets the seeker's login details, everything cached about them and their drafts, and nothing else", async () => {
    setLoginDetails(details)
    window.localStorage.setItem('localjobs.draft.seeker-profile:7', '{"version":1}')
    const queryClient = cacheOfTwoKinds()
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: answered })

    expect(await logOut(api, queryClient)).toBe(true)
    expect(getLoginDetails()).toBeNull()
    expect(window.localStorage.getItem('localjobs.draft.seeker-profile:7')).toBeNull()
    expect(queryClient.getQueryData(['job-seeker', 'profile', 'en'])).toBeUndefined()
    expect(queryClient.getQueryData(['job-seeker', 'applications', 'en', { user: 7 }])).toBeUndefined()
    // Public lists stay: the next page needs no new request for them.
    expect(queryClient.getQueryData(['classifieds', 'feed', 'en'])).toEqual({ results: [1] })
  })

  it('offline, changes nothing: the seeker is still logged in, here and on the server', async () => {
    setLoginDetails(details)
    const queryClient = cacheOfTwoKinds()
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: answered, isOnline: () => false })

    expect(await logOut(api, queryClient)).toBe(false)
    expect(getLoginDetails()).toEqual(details)
    expect(queryClient.getQueryData(['job-seeker', 'profile', 'en'])).toEqual({ name: 'Ravi' })
  })
})
