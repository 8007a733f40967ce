import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/**
 * Private files (resumes): never served by a static handler, read back only through routes that check
 * who is asking. The local directory below is the default; an S3-compatible store implements the same
 * interface for production (ARCHITECTURE.md, "Things outside us").
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>
  /** undefined when nothing is stored under `key` */
  get(key: string): Promise<Buffer | undefined>
  delete(key: string): Promise<void>
}

/** Keys are ours, never a caller's: `<folder>/<random>`. Anything else is refused before touching a path. */
const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]{16,64}$/

export const newStorageKey = (folder: string) => `${folder}/${randomBytes(24).toString('base64url')}`

export class LocalFileStorage implements FileStorage {
  readonly #root: string

  constructor(root: string) {
    this.#root = root
  }

  #path(key: string) {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`)
    return join(this.#root, key)
  }

  async put(key: string, data: Buffer) {
    const path = this.#path(key)
    await mkdir(dirname(path), { recursive: true, mode: 0o700 })
    // 'wx': a random key that exists already is a bug, not something to overwrite.
    await writeFile(path, data, { mode: 0o600, flag: 'wx' })
  }

  async get(key: string) {
    try {
      return await readFile(this.#path(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  async delete(key: string) {
    await rm(this.#path(key), { force: true })
  }
}
