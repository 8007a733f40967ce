import { describe, expect, it } from 'vitest'
import { FILTERED, maskMobileNumbers, scrubBreadcrumb, scrubEvent, scrubText } from './scrub.ts'

describe('maskMobileNumbers', () => {
  it.each([
    ['9876543210', '**********'],
    ['+919876543210', '+91**********'],
    ['+91 98765 43210', '+91 ***** *****'],
    ['+91-98765-43210', '+91-*****-*****'],
    ['919876543210', '91**********'],
    ['00919876543210', '0091**********'],
    ['09876543210', '0**********'],
    ['6000000000', '**********'],
    ['98765.43210', '*****.*****'],
  ])('masks %s', (number, masked) => {
    expect(maskMobileNumbers(`call ${number} now`)).toBe(`call ${masked} now`)
  })

  it('masks numbers in URLs, URL-encoded or not, and in JSON', () => {
    expect(maskMobileNumbers('/api/x/?mobile_no=9876543210&lang=te')).toBe(
      '/api/x/?mobile_no=**********&lang=te',
    )
    expect(maskMobileNumbers('?q=%2B91%2098765%2043210')).toBe('?q=%2B91%20*****%20*****')
    expect(maskMobileNumbers('?q=call%209876543210')).toBe('?q=call%20**********')
    expect(maskMobileNumbers('{"mobile":"9876543210"}')).toBe('{"mobile":"**********"}')
    expect(maskMobileNumbers('/jobs/driver-9876543210')).toBe('/jobs/driver-**********')
  })

  it('leaves other numbers alone: short ones, ones starting 0 to 5, longer runs, ids and hashes', () => {
    for (const text of [
      '5876543210', // a mobile number starts 6 to 9
      '98765432', // too short
      '98765432101234', // part of a longer number
      '1764000000000', // a timestamp in ms
      'a9876543210b', // inside a hex id
      'salary 10000 to 25000',
      'OTP 1234 for job 4567',
    ])
      expect(maskMobileNumbers(text)).toBe(text)
  })
})

describe('scrubText', () => {
  it('filters secret query parameters and keeps the rest', () => {
    expect(scrubText('https://x.in/api/login/otp/verify/?mobile_no=9876543210&otp=1234&lang=hi')).toBe(
      `https://x.in/api/login/otp/verify/?mobile_no=**********&otp=${FILTERED}&lang=hi`,
    )
    expect(scrubText('/cb?razorpay_signature=abc123&id=7')).toBe(`/cb?razorpay_signature=${FILTERED}&id=7`)
    expect(scrubText('refresh_token=r1&x=1')).toBe(`refresh_token=${FILTERED}&x=1`)
  })

  it('filters bearer tokens, JWTs and secret JSON members', () => {
    const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ'
    expect(scrubText(`Authorization: Bearer ${jwt}`)).toBe(`Authorization: Bearer ${FILTERED}`)
    expect(scrubText(`token in text ${jwt} here`)).toBe(`token in text ${FILTERED} here`)
    expect(scrubText('{"mobile_no":"9876543210","otp":"1234","password": "hunter2","n":1}')).toBe(
      `{"mobile_no":"**********","otp":"${FILTERED}","password": "${FILTERED}","n":1}`,
    )
    expect(scrubText('{"otp":1234}')).toBe(`{"otp":"${FILTERED}"}`)
  })
})

describe('scrubEvent', () => {
  const event = {
    event_id: '9876543210aa9876543210bb98765432',
    release: 'localjobs@9876543210ab',
    message: 'Could not send the code to +91 98765 43210',
    exception: {
      values: [{ type: 'Error', value: 'No seeker 9876543210', stacktrace: { frames: [{ lineno: 12 }] } }],
    },
    request: {
      url: 'http://127.0.0.1:3000/api/login/otp/verify/?mobile_no=9876543210',
      method: 'POST',
      query_string: 'mobile_no=9876543210&otp=1234',
      data: { mobile_no: '9876543210', otp: '1234', password: 'hunter2', candidate_type: 'seeker' },
      headers: {
        authorization: 'Bearer abc.def.ghi',
        'JWT-AUTHORIZATION': 'Bearer abc',
        cookie: 'session=s1; lang=te',
        'x-csrf-token': 'c1',
        'x-forwarded-for': '203.0.113.9',
        'user-agent': 'Mozilla/5.0',
      },
      cookies: { session: 's1', lang: 'te' },
    },
    user: { id: '42', ip_address: '203.0.113.9' },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/job-seeker/?mobile=9876543210', status_code: 500 } },
    ],
    extra: { accessToken: 'a1', nested: { refresh_token: 'r1', note: 'called 9876543210' } },
    tags: { route: '/jobs' },
  }

  it('masks every mobile number and drops every token, cookie, OTP and password', () => {
    const { event_id, release, ...scrubbed } = scrubEvent(event)
    const text = JSON.stringify(scrubbed)
    expect(text).not.toMatch(/9876543210|98765 43210/)
    for (const secret of ['1234', 'hunter2', 'abc.def.ghi', 's1', 'c1', 'a1', 'r1', '203.0.113.9'])
      expect(text).not.toContain(`"${secret}"`)
    expect(text).not.toContain('Bearer abc')
    expect(scrubbed.request.cookies).toBeUndefined()
    expect(scrubbed.user).toEqual({ id: '42' })
    expect(scrubbed.request.headers).toEqual({
      authorization: FILTERED,
      'JWT-AUTHORIZATION': FILTERED,
      cookie: FILTERED,
      'x-csrf-token': FILTERED,
      'x-forwarded-for': FILTERED,
      'user-agent': 'Mozilla/5.0',
    })
    expect(scrubbed.request.data).toEqual({
      mobile_no: '**********',
      otp: FILTERED,
      password: FILTERED,
      candidate_type: 'seeker',
    })
    expect(scrubbed.request.query_string).toBe(`mobile_no=**********&otp=${FILTERED}`)
    expect(scrubbed.message).toBe('Could not send the code to +91 ***** *****')
    expect(scrubbed.exception.values[0]?.value).toBe('No seeker **********')
  })

  it("keeps Sentry's ids and the release as they are, and does not change the event it was given", () => {
    const before = JSON.stringify(event)
    const scrubbed = scrubEvent(event)
    expect(scrubbed.event_id).toBe(event.event_id)
    expect(scrubbed.release).toBe(event.release)
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]?.lineno).toBe(12)
    expect(JSON.stringify(event)).toBe(before)
  })

  it('filters [name, value] pairs by name', () => {
    const scrubbed = scrubEvent({
      request: {
        headers: [
          ['Cookie', 'a=1'],
          ['Accept', 'text/html'],
        ],
      },
    })
    expect(scrubbed.request.headers).toEqual([
      ['Cookie', FILTERED],
      ['Accept', 'text/html'],
    ])
  })
})

describe('scrubBreadcrumb', () => {
  it('masks numbers in URLs and messages of navigations, fetches and console lines', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: { from: '/jobs/?mobile=9876543210', to: '/jobs/login?otp=1234' },
      }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/jobs/?mobile=**********', to: `/jobs/login?otp=${FILTERED}` },
    })
    expect(scrubBreadcrumb({ category: 'console', message: 'login 9876543210 token=t' })).toEqual({
      category: 'console',
      message: `login ********** token=${FILTERED}`,
    })
  })
})
