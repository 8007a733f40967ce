import { describe, expect, it } from 'vitest'
import {
  DOC,
  DOCX,
  detectResumeType,
  MAX_RESUME_BYTES,
  PDF,
  RESUME_ACCEPT,
  RESUME_TYPES,
  resumeFileProblem,
  resumeLimits,
} from '../src/resume.ts'

const bytes = (text: string) => new TextEncoder().encode(text)
const pdf = bytes('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')

describe('detectResumeType: by content, never by name', () => {
  it('knows a PDF by its first bytes', () => {
    expect(detectResumeType(pdf)).toEqual(PDF)
  })

  it('refuses text, an executable, nothing, and a PDF signature that is not at the start', () => {
    expect(detectResumeType(bytes('just some text'))).toBeUndefined()
    expect(detectResumeType(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBeUndefined()
    expect(detectResumeType(new Uint8Array())).toBeUndefined()
    expect(detectResumeType(bytes('hello %PDF-1.4'))).toBeUndefined()
  })

  it('an OLE file is a Word 97-2003 document only when it holds a WordDocument stream', () => {
    const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
    const stream = Array.from('WordDocument').flatMap((char) => [char.charCodeAt(0), 0])
    expect(detectResumeType(new Uint8Array([...ole, ...new Array(100).fill(0), ...stream]))).toEqual(DOC)
    expect(detectResumeType(new Uint8Array([...ole, ...new Array(600).fill(0)]))).toBeUndefined()
  })

  it('a ZIP signature with no central directory is not a Word document', () => {
    expect(detectResumeType(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeUndefined()
  })

  it("the picker's accept list names the three types, by extension and content type", () => {
    for (const part of ['.pdf', '.doc', '.docx', PDF.contentType, DOC.contentType, DOCX.contentType])
      expect(RESUME_ACCEPT.split(',')).toContain(part)
  })
})

describe('resumeLimits: what a person is told next to the file input', () => {
  it('names every type the bytes are checked for, and the size in MB', () => {
    expect(RESUME_TYPES).toEqual([PDF, DOC, DOCX])
    expect(resumeLimits()).toEqual({ types: ['PDF', 'DOC', 'DOCX'], megabytes: 5 })
  })

  it.each<[number, number]>([
    [2 * 1024 * 1024, 2],
    [1536 * 1024, 1.5],
    [1024 * 1024 + 1, 1],
    [512 * 1024, 0.5],
  ])('a limit of %i bytes is %s MB (never more than the limit)', (bytes, megabytes) => {
    expect(resumeLimits(bytes).megabytes).toBe(megabytes)
  })
})

describe('resumeFileProblem: what a browser says before sending a chosen file', () => {
  const file = (data: Uint8Array, size = data.length) => ({
    size,
    arrayBuffer: async () => data.slice().buffer,
  })

  it('a real PDF is fine', async () => {
    expect(await resumeFileProblem(file(pdf))).toBeNull()
  })

  it('text named .pdf is the wrong type', async () => {
    expect(await resumeFileProblem(file(bytes('not a resume')))).toBe('resume_type')
  })

  it('over 5 MiB is too large, and is not read at all', async () => {
    expect(MAX_RESUME_BYTES).toBe(5 * 1024 * 1024)
    const huge = {
      size: MAX_RESUME_BYTES + 1,
      arrayBuffer: () => Promise.reject(new Error('read a file that is too large')),
    }
    expect(await resumeFileProblem(huge)).toBe('resume_too_large')
    expect(await resumeFileProblem(file(pdf, MAX_RESUME_BYTES))).toBeNull()
  })

  it('takes a lower limit', async () => {
    expect(await resumeFileProblem(file(pdf), 10)).toBe('resume_too_large')
  })
})
