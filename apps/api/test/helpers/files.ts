import { crc32 } from 'node:zlib'

/** A minimal PDF: the signature is all the check reads. */
export const pdfFile = (size = 64) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n')
  return Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, size - head.length - 6), 0x20),
    Buffer.from('\n%%EOF'),
  ])
}

/** A Word 97-2003 file as far as the check goes: the OLE signature and a WordDocument stream name. */
export const docFile = () =>
  Buffer.concat([
    Buffer.from('d0cf11e0a1b11ae1', 'hex'),
    Buffer.alloc(504),
    Buffer.from('WordDocument', 'utf16le'),
    Buffer.alloc(64),
  ])

/** An OLE file that is not a Word document (a spreadsheet, say). */
export const oleNotWord = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)])

/** A stored (uncompressed) ZIP with these entries. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name)
    const data = Buffer.from(text)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    locals.push(local, nameBytes, data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

export const docxFile = () =>
  zipFile({
    '[Content_Types].xml': '<Types/>',
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document/>',
  })

/** A Windows executable, whatever it is named. */
export const exeFile = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipart(
  parts: { field: string; fileName?: string; contentType?: string; data: Buffer | string }[],
): { payload: Buffer; contentType: string } {
  const boundary = `----localjobs${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}
