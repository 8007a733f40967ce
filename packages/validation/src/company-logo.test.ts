import { describe, expect, it } from 'vitest'
import { COMPANY_LOGO_MAX_BYTES, companyLogoProblem } from './company-logo.ts'

describe('companyLogoProblem', () => {
  it('takes a PNG, JPEG or WebP image up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(companyLogoProblem({ type, size: COMPANY_LOGO_MAX_BYTES })).toBeUndefined()
  })

  it('refuses another type, and an image over 2 MB', () => {
    expect(companyLogoProblem({ type: 'application/pdf', size: 10 })).toBe('logoWrongType')
    expect(companyLogoProblem({ type: 'image/gif', size: 10 })).toBe('logoWrongType')
    expect(companyLogoProblem({ type: 'image/png', size: COMPANY_LOGO_MAX_BYTES + 1 })).toBe('logoTooLarge')
  })
})
