import { afterEach, describe, expect, it } from 'vitest'
import { rememberVisitParams } from '#src/lib/visit-landing.ts'
import { googleClientId, parametersLogBody, refusedFields, submissionForm } from './submit.ts'
import { forgetSubmitKey, SUBMIT_KEY_STORAGE_KEY, submitKey } from './submit-state.ts'

afterEach(() => sessionStorage.clear())

describe('the Idempotency-Key of a post', () => {
  it('is made once and kept in the tab until the post exists', () => {
    let made = 0
    const make = () => `key-${++made}`
    expect(submitKey(make)).toBe('key-1')
    expect(submitKey(make)).toBe('key-1')
    expect(sessionStorage.getItem(SUBMIT_KEY_STORAGE_KEY)).toBe('key-1')
    forgetSubmitKey()
    expect(submitKey(make)).toBe('key-2')
  })
})

describe('the create form', () => {
  it('adds the submit fields to the values: pay_later, the district, the source, the account type', () => {
    expect(
      submissionForm({
        values: { title: 'Cook', constituency: 9 },
        advertiserId: null,
        enterprise: false,
        platform: 'jobs_wbv',
      }),
    ).toEqual({
      title: 'Cook',
      constituency: 9,
      advertiser_id: undefined,
      job_district: 9,
      source: 'post_job_form',
      submission_type: 'web',
      'page-no': 4,
      platform: 'jobs_wbv',
      payment_type: 'pay_later',
    })
  })
})

describe('a refusal', () => {
  it('names each field (wire or form name) with its step, in step order, once', () => {
    expect(
      refusedFields([
        { path: 'company_type', message: 'c' },
        { path: 'job_monthly_salary_max', message: 'a' },
        { path: 'salary_max', message: 'again' },
        { path: 'job_candidate_YOE', message: 'b' },
        { path: 'not_a_field', message: 'x' },
      ]),
    ).toEqual([
      { field: 'salary_max', step: 1, message: 'a' },
      { field: 'experience', step: 2, message: 'b' },
      { field: 'company_type', step: 3, message: 'c' },
    ])
  })
})

describe('the parameters log', () => {
  it.each([
    ['GA1.1.123.456', '123.456'],
    ['GA1.2.987654321.1700000000', '987654321.1700000000'],
    ['nonsense', undefined],
  ])('reads the client id of _ga=%s', (cookie, id) => {
    expect(googleClientId(`other=1; _ga=${cookie}`)).toBe(id)
  })

  it("sends the address's utm params and click id, else the ones the visit came with", () => {
    expect(
      parametersLogBody('web', {
        search: '?utm_source=google&utm_medium=cpc&utm_term=x&gclid=abc',
        cookie: '_fbp=fb.1.2.3',
      }),
    ).toEqual({
      event_name: 'job_posted_successfully',
      platform: 'web',
      utm: { utm_source: 'google', utm_medium: 'cpc' },
      extra: { meta_browser_id: 'fb.1.2.3', click_id: 'abc' },
    })
    // the landing's query string the shell kept (visit-landing.ts), read with the forwarding rule
    rememberVisitParams('?utm_source=wa&utm_term=x&fbclid=fb-1')
    expect(parametersLogBody('jobs_wbv', { search: '', cookie: '' })).toEqual({
      event_name: 'job_posted_successfully',
      platform: 'jobs_wbv',
      utm: { utm_source: 'wa' },
      extra: { click_id: 'fb-1' },
    })
  })
})
