/**
 * What an uploaded resume really is, read from its bytes (a name or a declared type proves nothing):
 * PDF ('%PDF-'), a Word 97-2003 document (an OLE compound file holding a 'WordDocument' stream) or a
 * Word document (a ZIP whose entries include [Content_Types].xml and word/document.xml).
 */
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

const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex')
const ZIP_LOCAL_HEADER = Buffer.from('504b0304', 'hex')
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le')

export function detectResumeType(data: Buffer): ResumeType | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return PDF
  if (data.subarray(0, 8).equals(OLE_SIGNATURE)) return data.includes(WORD_DOCUMENT_STREAM) ? DOC : undefined
  if (data.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) {
    const names = zipEntryNames(data)
    return names?.has('[Content_Types].xml') && names.has('word/document.xml') ? DOCX : undefined
  }
  return undefined
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50

/** The entry names of a ZIP's central directory, or undefined when it is not a well-formed ZIP. */
export function zipEntryNames(data: Buffer): Set<string> | undefined {
  // The end record is in the last 22 + 65,535 (comment) bytes.
  const lowest = Math.max(0, data.length - 22 - 0xffff)
  let end = -1
  for (let at = data.length - 22; at >= lowest; at--) {
    if (data.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at
      break
    }
  }
  if (end < 0) return undefined
  const count = data.readUInt16LE(end + 10)
  let at = data.readUInt32LE(end + 16)
  const names = new Set<string>()
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return undefined
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    if (at + 46 + nameLength > data.length) return undefined
    names.add(data.subarray(at + 46, at + 46 + nameLength).toString('utf8'))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}
