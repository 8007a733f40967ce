import { describe, expect, it } from 'vitest'
import { closeSubmission, getSubmission, renewSubmission } from './job.ts'
import { renewSubmissionWithChanges, updateSubmission } from './job-edit.ts'

// The advertiser's own post (issue #8): the calls' methods, paths, bodies and who they are sent as.

describe("an advertiser's own post", () => {
  it('reads it at /submissions/submissions/{id}/ as the advertiser', () => {
    expect(getSubmission.request({ id: 42 })).toMatchObject({
      method: 'GET',
      path: '/submissions/submissions/42/',
      auth: 'advertiser',
    })
  })

  it('closes it with a POST to close/ and renews it unchanged with an empty JSON body', () => {
    expect(closeSubmission.request({ id: 42 })).toMatchObject({
      method: 'POST',
      path: '/submissions/submissions/42/close/',
      auth: 'advertiser',
    })
    const renew = renewSubmission.request({ id: 42 })
    expect(renew).toMatchObject({ method: 'POST', path: '/submissions/submissions/42/renew/', json: {} })
    expect(renew.form).toBeUndefined()
  })

  it('sends the whole post again as multipart in form version 3: PUT to edit, POST to renew/ with changes', () => {
    const form = { title: 'Cashier', posting_locations: [31], fees_charged: '87' }
    const edit = updateSubmission.request({ id: 42, form })
    expect(edit).toMatchObject({ method: 'PUT', path: '/submissions/submissions/42/', auth: 'advertiser' })
    const renew = renewSubmissionWithChanges.request({ id: 42, form })
    expect(renew).toMatchObject({ method: 'POST', path: '/submissions/submissions/42/renew/' })
    for (const request of [edit, renew]) {
      expect(request.form).toBeInstanceOf(FormData)
      expect(request.form?.get('title')).toBe('Cashier')
      expect(request.json).toBeUndefined()
    }
  })
})
