import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import type { Plugin } from 'vite'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Files worth compressing: text the browser loads (scripts, styles, markup, data, icons as SVG). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

/** Smaller files gain less than the encoding header costs (the gateway's compress threshold too). */
export const MIN_BYTES = 1024

export interface PrecompressSummary {
  /** files that got a .br and a .gz beside them */
  files: number
  /** their bytes, and the bytes of the .br and .gz written */
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesIn(path)
    else if (entry.isFile()) yield path
  }
}

/**
 * Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file of
 * `dir` of at least MIN_BYTES, once, at build time: the server then sends them as they are
 * (`@fastify/static`'s `preCompressed`) instead of compressing the same bytes on every request. An encoding
 * that would not be smaller is not written (the server falls back to the next one, then the file itself).
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  const work: Promise<void>[] = []
  for await (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue
    work.push(
      (async () => {
        const body = await readFile(file)
        const [br, gz] = await Promise.all([
          brotliAsync(body, {
            params: {
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ])
        if (br.byteLength < body.byteLength) await writeFile(`${file}.br`, br)
        if (gz.byteLength < body.byteLength) await writeFile(`${file}.gz`, gz)
        summary.files++
        summary.bytes += body.byteLength
        summary.brotliBytes += Math.min(br.byteLength, body.byteLength)
        summary.gzipBytes += Math.min(gz.byteLength, body.byteLength)
      })(),
    )
  }
  await Promise.all(work)
  return summary
}

/**
 * The build's static files compressed once (decision 040): after the browser build is written (the hashed
 * assets and the public files copied beside them), a .br and a .gz beside each. The server build is left
 * alone: nobody downloads it.
 */
export function precompress(): Plugin {
  return {
    name: 'localjobs:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) return
      const { files, bytes, brotliBytes, gzipBytes } = await precompressDir(options.dir)
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
      this.environment.logger.info(
        `precompressed ${files} files: ${kb(bytes)} -> ${kb(brotliBytes)} br, ${kb(gzipBytes)} gzip`,
      )
    },
  }
}
