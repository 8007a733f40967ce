// The shared resume rule (@localjobs/validation/resume) on real files built by the API's test helpers.

import { DOC, DOCX, detectResumeType, PDF, zipEntryNames } from '@localjobs/validation/resume'
import { describe, expect, it } from 'vitest'
import { docFile, docxFile, exeFile, oleNotWord, pdfFile, zipFile } from '../helpers/files.ts'

describe('detectResumeType (by content, never by name)', () => {
  it.each([
    ['PDF', pdfFile(), PDF],
    ['DOC', docFile(), DOC],
    ['DOCX', docxFile(), DOCX],
  ])('knows a %s', (_name, data, type) => {
    expect(detectResumeType(data)).toEqual(type)
  })

  it.each([
    ['an executable', exeFile()],
    ['an OLE file without a Word stream', oleNotWord()],
    ['a ZIP without word/document.xml', zipFile({ '[Content_Types].xml': '', 'xl/workbook.xml': '' })],
    ['a ZIP without [Content_Types].xml', zipFile({ 'word/document.xml': '' })],
    ['a truncated ZIP', docxFile().subarray(0, 40)],
    ['a ZIP signature and nothing else', Buffer.from('PK\u0003\u0004')],
    ['nothing', Buffer.alloc(0)],
    ['text that mentions %PDF- later', Buffer.from('hello %PDF-1.4')],
  ])('refuses %s', (_name, data) => {
    expect(detectResumeType(data)).toBeUndefined()
  })

  it('reads the names of a ZIP central directory', () => {
    expect(zipEntryNames(zipFile({ a: '1', 'b/c.xml': '2' }))).toEqual(new Set(['a', 'b/c.xml']))
    const broken = zipFile({ a: '1' })
    broken.writeUInt32LE(0xdeadbeef, broken.length - 22 - 1 - 46)
    expect(zipEntryNames(broken)).toBeUndefined()
  })
})
