/**
 * A short in-process cache of rendered answers (decision 041): the serialized JSON, kept as a Buffer (and
 * gzipped, when the render gives that too), under a key the caller normalises. What it promises:
 *
 * - An answer is served for at most `ttlMs` after the render that made it began (so never older than the
 *   database read plus the TTL), and never past the `expiresAt` the render gives (the feed passes the
 *   earliest `valid_through` of its jobs: a job whose validity ends disappears at that moment).
 * - Concurrent misses for one key share one render (request coalescing). A failed render is not kept:
 *   its waiters get its error and the next request renders again.
 * - Refresh ahead: a request in the last fifth of an answer's TTL still gets it, and starts one render in
 *   the background that replaces it, so a key asked often never expires under its callers (no request
 *   waits for the database, which keeps the p99 down). An answer whose `expiresAt` comes first just expires.
 * - `purgeAll()` forgets every answer at once, and a render that began before the purge is not kept (it
 *   may have read the database before the change that caused the purge); requests after the purge never
 *   join such a render.
 * - At most `maxBytes` of answers: the oldest stored go first.
 *
 * `ttlMs` 0 turns it off: every call renders, nothing is shared.
 */
export interface AnswerCacheOptions {
  ttlMs: number
  maxBytes: number
  /** the clock (ms), for tests */
  now?: () => number
  /** told when a refresh ahead fails (nobody waits for it, so nobody else hears of it) */
  onRefreshError?: (error: unknown) => void
}

/** What a render made: the bytes, and the same gzipped if the caller made them. */
export interface Answer {
  body: Buffer
  gzip?: Buffer | undefined
}

export interface Rendered extends Answer {
  /** when the answer stops being true by itself (ms since the epoch); the TTL applies too */
  expiresAt?: number
}

interface Entry {
  answer: Answer
  /** the bytes it holds, counted against maxBytes */
  bytes: number
  expiresAt: number
  /** from when a request starts the next render in the background */
  refreshAt: number
}

/** The part of the TTL after which a request refreshes the answer ahead of its expiry. */
const REFRESH_AHEAD_AT = 0.8

export class AnswerCache {
  readonly ttlMs: number
  readonly maxBytes: number
  readonly #now: () => number
  readonly #onRefreshError: (error: unknown) => void
  readonly #entries = new Map<string, Entry>()
  readonly #pending = new Map<string, Promise<Answer>>()
  #bytes = 0
  #generation = 0

  constructor({ ttlMs, maxBytes, now = Date.now, onRefreshError = () => {} }: AnswerCacheOptions) {
    this.ttlMs = ttlMs
    this.maxBytes = maxBytes
    this.#now = now
    this.#onRefreshError = onRefreshError
  }

  get enabled(): boolean {
    return this.ttlMs > 0
  }

  /** The answer for `key`: a stored one still valid, the render already under way, or a new render. */
  answer(key: string, render: () => Promise<Rendered>): Promise<Answer> {
    if (!this.enabled) return render()
    const now = this.#now()
    const stored = this.#entries.get(key)
    if (stored) {
      if (stored.expiresAt > now) {
        if (now >= stored.refreshAt && !this.#pending.has(key))
          // nobody waits for it; a failure leaves the stored answer to expire
          this.#render(key, render).catch(this.#onRefreshError)
        return Promise.resolve(stored.answer)
      }
      this.#forget(key, stored)
    }
    return this.#pending.get(key) ?? this.#render(key, render)
  }

  /** Renders `key` once, shared by whoever asks meanwhile, and stores the answer unless a purge came between. */
  #render(key: string, render: () => Promise<Rendered>): Promise<Answer> {
    const started = this.#now()
    const generation = this.#generation
    const promise = render().then(
      ({ expiresAt = Number.POSITIVE_INFINITY, ...answer }) => {
        if (this.#pending.get(key) === promise) this.#pending.delete(key)
        if (generation === this.#generation)
          this.#store(key, {
            answer,
            bytes: answer.body.length + (answer.gzip?.length ?? 0),
            expiresAt: Math.min(expiresAt, started + this.ttlMs),
            refreshAt: started + this.ttlMs * REFRESH_AHEAD_AT,
          })
        return answer
      },
      (error: unknown) => {
        if (this.#pending.get(key) === promise) this.#pending.delete(key)
        throw error
      },
    )
    this.#pending.set(key, promise)
    return promise
  }

  /** Forgets every answer and every render under way (a job was published, closed, held or expired). */
  purgeAll(): void {
    this.#generation++
    this.#entries.clear()
    this.#pending.clear()
    this.#bytes = 0
  }

  /** Answers stored and their bytes (expired ones included until they are read or pushed out). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes }
  }

  #store(key: string, entry: Entry) {
    if (entry.expiresAt <= this.#now() || entry.bytes > this.maxBytes) return
    const previous = this.#entries.get(key)
    if (previous) this.#forget(key, previous)
    // A Map iterates in insertion order: the first entries are the oldest stored.
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes + entry.bytes <= this.maxBytes) break
      this.#forget(oldKey, old)
    }
    this.#entries.set(key, entry)
    this.#bytes += entry.bytes
  }

  #forget(key: string, entry: Entry) {
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }
}
