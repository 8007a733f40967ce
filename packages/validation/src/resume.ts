/**
 * What a resume may be (issue 4): a PDF, a Word 97-2003 document or a Word document, told by its bytes (a
 * name or a declared type proves nothing), at most `MAX_RESUME_BYTES` by default. The API refuses anything
 * else (415 / 413); the browser checks the same before anything is sent, so a seeker hears at once.
 * Works on plain `Uint8Array`s (a Node Buffer is one), so both sides use the same code.
 */

/** The API's default limit (its `MAX_RESUME_BYTES` setting may lower or raise it): 5 MiB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024

export interface ResumeType {
  contentType: string
  extension: 'pdf' | 'doc' | 'docx'
}

export const PDF: ResumeType = { contentType: 'application/pdf', extension: 'pdf' }
export const DOC: ResumeType = { contentType: 'application/msword', extension: 'doc' }
export const DOCX: ResumeType = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
}

/** Every kind of file a resume may be, in the order they are named to people. */
export const RESUME_TYPES: readonly ResumeType[] = [PDF, DOC, DOCX]

/** A file input's `accept`: what the picker offers (a hint only; the bytes decide). */
export const RESUME_ACCEPT = [
  ...RESUME_TYPES.map((type) => `.${type.extension}`),
  ...RESUME_TYPES.map((type) => type.contentType),
].join(',')

const MIB = 1024 * 1024

/**
 * What to tell a person before they choose a file, from the rule itself: the kinds ('PDF', 'DOC', 'DOCX')
 * and the largest size in MB (one decimal at most), for a message in their language.
 */
export const resumeLimits = (maxBytes: number = MAX_RESUME_BYTES) => ({
  types: RESUME_TYPES.map((type) => type.extension.toUpperCase()),
  megabytes: Math.floor((maxBytes / MIB) * 10) / 10,
})

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] // '%PDF-'
/** 'WordDocument' in UTF-16LE, the stream name a Word 97-2003 file holds. */
const WORD_DOCUMENT_STREAM = Array.from('WordDocument').flatMap((char) => [char.charCodeAt(0), 0])

const startsWith = (data: Uint8Array, signature: readonly number[]) =>
  data.length >= signature.length && signature.every((byte, i) => data[i] === byte)

function includes(data: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0]
  outer: for (let at = data.indexOf(first ?? 0); at >= 0 && at + needle.length <= data.length; ) {
    for (let i = 1; i < needle.length; i++) {
      if (data[at + i] !== needle[i]) {
        at = data.indexOf(first ?? 0, at + 1)
        continue outer
      }
    }
    return true
  }
  return false
}

/** The resume's type by its content, or undefined when it is none of the three. */
export function detectResumeType(data: Uint8Array): ResumeType | undefined {
  if (startsWith(data, PDF_SIGNATURE)) return PDF
  if (startsWith(data, OLE_SIGNATURE)) return includes(data, WORD_DOCUMENT_STREAM) ? DOC : undefined
  if (startsWith(data, ZIP_LOCAL_HEADER)) {
    const names = zipEntryNames(data)
    return names?.has('[Content_Types].xml') && names.has('word/document.xml') ? DOCX : undefined
  }
  return undefined
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50

/** The entry names of a ZIP's central directory, or undefined when it is not a well-formed ZIP. */
export function zipEntryNames(data: Uint8Array): Set<string> | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  // The end record is in the last 22 + 65,535 (comment) bytes.
  const lowest = Math.max(0, data.length - 22 - 0xffff)
  let end = -1
  for (let at = data.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at
      break
    }
  }
  if (end < 0) return undefined
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const names = new Set<string>()
  const decoder = new TextDecoder()
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return undefined
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    if (at + 46 + nameLength > data.length) return undefined
    names.add(decoder.decode(data.subarray(at + 46, at + 46 + nameLength)))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/**
 * Why a file chosen in a browser cannot be a resume: 'resume_too_large' (not read), 'resume_type', or null
 * when it can be one. Takes a `File` (any Blob-like), so the check runs before anything is sent.
 */
export async function resumeFileProblem(
  file: { size: number; arrayBuffer(): Promise<ArrayBuffer> },
  maxBytes: number = MAX_RESUME_BYTES,
): Promise<'resume_too_large' | 'resume_type' | null> {
  if (file.size > maxBytes) return 'resume_too_large'
  return detectResumeType(new Uint8Array(await file.arrayBuffer())) ? null : 'resume_type'
}
