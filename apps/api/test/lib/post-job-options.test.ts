import { describe, expect, it } from 'vitest'
import { POST_JOB_OPTION_FIELDS, unlistedOptions } from '#src/lib/post-job-options.ts'

describe('unlistedOptions: the option ids no list has', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['listed ids', { fees_charged: 86, preferred_location: 148, contact_preference: 1, experience: 0 }, []],
    ['listed codes', { fee_reason: ['TRAINING', 'OTHER_REASON'], poster_role: 'FROM_JOB_AGENCY' }, []],
    ['fields left out', { fees_charged: undefined, skills: undefined }, []],
    ['an unknown id', { fees_charged: 99 }, ['fees_charged']],
    ['an unknown code', { poster_role: 'BOSS' }, ['poster_role']],
    ['one unknown id in a list', { preferred_languages: [1, 2, 999] }, ['preferred_languages']],
    ['a code where an id belongs', { job_type: 'full_time' }, ['job_type']],
    ['several, in field order', { company_type: 42, job_type: 42 }, ['job_type', 'company_type']],
  ])('%s', (_name, values, expected) => {
    expect(unlistedOptions(values)).toEqual(expected)
  })

  it('covers every option list of the form context', () => {
    expect(POST_JOB_OPTION_FIELDS).toHaveLength(16)
  })
})
