// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { MIN_BYTES, precompressDir } from './precompress.ts'

const dir = mkdtempSync(join(tmpdir(), 'localjobs-precompress-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('precompressDir', () => {
  it('writes a .br and a .gz of the same bytes beside each compressible file, in every folder', async () => {
    mkdirSync(join(dir, 'assets'))
    const script = `export const jobs = ${JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, title: 'Driver' })))}\n`
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), script)
    writeFileSync(join(dir, 'assets', 'styles-abc123.css'), `.card{padding:8px}\n`.repeat(200))
    writeFileSync(
      join(dir, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    )
    writeFileSync(join(dir, 'tiny.js'), 'export {}\n')
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7))

    const summary = await precompressDir(dir)

    expect(summary.files).toBe(3)
    for (const file of ['assets/main-abc123.js', 'assets/styles-abc123.css', 'favicon.svg']) {
      const original = readFileSync(join(dir, file))
      const br = readFileSync(join(dir, `${file}.br`))
      const gz = readFileSync(join(dir, `${file}.gz`))
      expect(brotliDecompressSync(br).equals(original), file).toBe(true)
      expect(gunzipSync(gz).equals(original), file).toBe(true)
      expect(br.byteLength).toBeLessThan(gz.byteLength)
      expect(gz.byteLength).toBeLessThan(original.byteLength)
    }
    // too small to gain, or not text: left as they are
    expect(Buffer.byteLength('export {}\n')).toBeLessThan(MIN_BYTES)
    for (const file of ['tiny.js.br', 'tiny.js.gz', 'logo.png.br', 'logo.png.gz'])
      expect(existsSync(join(dir, file)), file).toBe(false)
  })
})
