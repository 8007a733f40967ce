import { describe, expect, it } from 'vitest'
import { canReadResume, safeFileName } from '#src/lib/resumes.ts'

describe('canReadResume', () => {
  it('lets the owner read, and nobody else (advertisers come with the advertiser side)', () => {
    const resume = { userId: 7 }
    expect(canReadResume({ user: { id: 7 } }, resume)).toBe(true)
    expect(canReadResume({ user: { id: 8 } }, resume)).toBe(false)
    expect(canReadResume({ user: null }, resume)).toBe(false)
    expect(canReadResume({}, resume)).toBe(false)
  })
})

describe('safeFileName', () => {
  it.each([
    ['cv.pdf', 'pdf', 'cv.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\ravi\\cv.final.docx', 'docx', 'cv final.docx'],
    ['a"b\r\nc.doc', 'doc', 'a b c.doc'],
    ['रवि का बायोडाटा.docx', 'docx', 'रवि का बायोडाटा.docx'],
    [undefined, 'pdf', 'resume.pdf'],
    ['...', 'pdf', 'resume.pdf'],
  ])('%j -> %s', (name, extension, expected) => {
    expect(safeFileName(name, extension)).toBe(expected)
  })
})
