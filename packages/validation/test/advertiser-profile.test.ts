import { describe, expect, it } from 'vitest'
import { advertiserProfileSchema, ENTERPRISE_READ_ONLY_FIELDS } from '../src/advertiser-profile.ts'

const issuesOf = (input: unknown) =>
  advertiserProfileSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message])

describe('advertiserProfileSchema', () => {
  it('reads only the fields present, trimmed', () => {
    expect(advertiserProfileSchema.parse({})).toEqual({})
    expect(advertiserProfileSchema.parse({ name: '  Ravi Kumar ' })).toEqual({ name: 'Ravi Kumar' })
    expect(
      advertiserProfileSchema.parse({
        name: 'Ravi',
        company_name: ' Kumar Stores ',
        email: ' ravi@kumarstores.example ',
        company_address: 'Guntur',
      }),
    ).toEqual({
      name: 'Ravi',
      company_name: 'Kumar Stores',
      email: 'ravi@kumarstores.example',
      company_address: 'Guntur',
    })
  })

  it('lets the optional fields be cleared, but not the name', () => {
    expect(advertiserProfileSchema.parse({ company_name: '', email: null, company_address: ' ' })).toEqual({
      company_name: '',
      email: '',
      company_address: '',
    })
    expect(issuesOf({ name: '' })).toEqual([['name', 'required']])
    expect(issuesOf({ name: null })).toEqual([['name', 'required']])
  })

  it("checks the e-mail with the company e-mail's rules and messages", () => {
    expect(issuesOf({ email: 'not an address' })).toEqual([['email', 'emailHasSpaces']])
    expect(issuesOf({ email: 'nobody@nowhere' })).toEqual([['email', 'emailInvalid']])
    expect(issuesOf({ email: `${'a'.repeat(320)}@x.example` })).toEqual([['email', 'emailTooLong']])
  })

  it('limits the lengths and refuses values of the wrong kind', () => {
    expect(issuesOf({ name: 'n'.repeat(101) })).toEqual([['name', 'tooLong']])
    expect(issuesOf({ company_name: 'c'.repeat(201) })).toEqual([['company_name', 'tooLong']])
    expect(issuesOf({ company_address: 'a'.repeat(2001) })).toEqual([['company_address', 'tooLong']])
    expect(advertiserProfileSchema.safeParse({ name: 42 }).success).toBe(false)
    expect(advertiserProfileSchema.safeParse('name').success).toBe(false)
  })

  it('names the fields an enterprise account may not change', () => {
    expect(ENTERPRISE_READ_ONLY_FIELDS).toEqual(['company_name', 'email', 'company_address'])
  })
})
