import { describe, expect, it } from 'vitest'
import { messageFor } from './messages.ts'
import { RESUME_DISPOSITIONS, resumeLinkSchema } from './resume-link.ts'

describe('resumeLinkSchema', () => {
  it.each(RESUME_DISPOSITIONS)('takes %s', (disposition) => {
    expect(resumeLinkSchema.parse({ disposition })).toEqual({ disposition })
  })

  it.each([
    [{}, 'This field is required.'],
    [{ disposition: '' }, 'This field is required.'],
    [{ disposition: 'print' }, 'Select a valid option.'],
    [{ disposition: 'INLINE' }, 'Select a valid option.'],
  ])('refuses %j: %s', (input, message) => {
    const result = resumeLinkSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error && messageFor(result.error.issues[0]!, 'en')).toBe(message)
    expect(result.error?.issues[0]?.path).toEqual(['disposition'])
  })
})
