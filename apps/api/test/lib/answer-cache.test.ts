import { describe, expect, it } from 'vitest'
import { type Answer, AnswerCache, type Rendered } from '#src/lib/answer-cache.ts'

/** A clock the test moves, and a render that counts its calls and answers what it is told. */
function setup(options: { ttlMs?: number; maxBytes?: number } = {}) {
  let time = 1_000_000
  const refreshErrors: unknown[] = []
  const cache = new AnswerCache({
    ttlMs: 5_000,
    maxBytes: 1_000_000,
    ...options,
    now: () => time,
    onRefreshError: (error) => refreshErrors.push(error),
  })
  let renders = 0
  const render = (text: string, expiresAt?: number) => async (): Promise<Rendered> => {
    renders++
    return { body: Buffer.from(text), ...(expiresAt === undefined ? {} : { expiresAt }) }
  }
  return {
    cache,
    refreshErrors,
    render,
    renders: () => renders,
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

/** A render the test finishes when it wants, to hold requests in flight. */
function gate(text: string) {
  let open: (rendered: Rendered) => void = () => {}
  let fail: (error: Error) => void = () => {}
  let calls = 0
  const promise = new Promise<Rendered>((resolve, reject) => {
    open = resolve
    fail = reject
  })
  return {
    render: () => {
      calls++
      return promise
    },
    calls: () => calls,
    finish: () => open({ body: Buffer.from(text) }),
    fail: (error: Error) => fail(error),
  }
}

const text = async (answer: Promise<Answer>) => (await answer).body.toString()

describe('AnswerCache (decision 041)', () => {
  it('answers from memory until the TTL, counted from when the render began, then renders again', async () => {
    const { cache, render, renders, advance } = setup({ ttlMs: 5_000 })
    const slow = gate('first')
    const first = cache.answer('k', slow.render)
    advance(2_000) // the render takes 2 s: its answer is as old as its database read
    slow.finish()
    expect(await text(first)).toBe('first')
    advance(1_999) // before the refresh point (4 s)
    expect(await text(cache.answer('k', render('second')))).toBe('first')
    expect(renders()).toBe(0)
    advance(1_001) // 5 s after the render began
    expect(await text(cache.answer('k', render('second')))).toBe('second')
    expect(renders()).toBe(1)
  })

  it('refreshes ahead: in the last fifth of the TTL a request gets the stored answer and starts one render', async () => {
    const { cache, render, renders, advance } = setup({ ttlMs: 5_000 })
    await cache.answer('k', render('first'))
    advance(4_000)
    const refresh = gate('refreshed')
    expect(await text(cache.answer('k', refresh.render))).toBe('first')
    expect(await text(cache.answer('k', refresh.render))).toBe('first')
    expect(refresh.calls()).toBe(1)
    refresh.finish()
    await Promise.resolve()
    advance(999)
    expect(await text(cache.answer('k', render('third')))).toBe('refreshed')
    // the refreshed answer lives its own TTL, from its render's start (at 4 s)
    advance(3_000)
    expect(await text(cache.answer('k', render('third')))).toBe('refreshed')
    expect(renders()).toBe(1)
  })

  it('a failed refresh ahead leaves the stored answer to expire as it would have', async () => {
    const { cache, refreshErrors, render, advance } = setup({ ttlMs: 5_000 })
    await cache.answer('k', render('first'))
    advance(4_500)
    const broken = gate('never')
    expect(await text(cache.answer('k', broken.render))).toBe('first')
    broken.fail(new Error('database away'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(refreshErrors).toEqual([new Error('database away')])
    advance(499)
    expect(await text(cache.answer('k', render('second')))).toBe('first')
    advance(1)
    expect(await text(cache.answer('k', render('second')))).toBe('second')
  })

  it('never keeps an answer past the expiresAt its render gives (a job whose validity ends)', async () => {
    const { cache, render, now, advance } = setup({ ttlMs: 5_000 })
    await cache.answer('k', render('with the job', now() + 1_500))
    advance(1_499)
    expect(await text(cache.answer('k', render('without')))).toBe('with the job')
    advance(1)
    expect(await text(cache.answer('k', render('without')))).toBe('without')
  })

  it('keys are separate: another key never gets this answer', async () => {
    const { cache, render } = setup()
    await cache.answer('en|a', render('english'))
    expect(await text(cache.answer('hi|a', render('hindi')))).toBe('hindi')
    expect(await text(cache.answer('en|a', render('other')))).toBe('english')
  })

  it('coalesces concurrent misses for one key into one render; other keys render their own', async () => {
    const { cache } = setup()
    const slow = gate('shared')
    const answers = Array.from({ length: 20 }, () => text(cache.answer('k', slow.render)))
    const other = gate('other')
    const otherAnswer = text(cache.answer('k2', other.render))
    slow.finish()
    other.finish()
    expect(await Promise.all(answers)).toEqual(Array(20).fill('shared'))
    expect(await otherAnswer).toBe('other')
    expect(slow.calls()).toBe(1)
    expect(other.calls()).toBe(1)
  })

  it('a failed render reaches its waiters and is not kept: the next request renders again', async () => {
    const { cache, render } = setup()
    const broken = gate('never')
    const answers = [cache.answer('k', broken.render), cache.answer('k', broken.render)]
    broken.fail(new Error('database away'))
    for (const answer of answers) await expect(answer).rejects.toThrow('database away')
    expect(await text(cache.answer('k', render('recovered')))).toBe('recovered')
  })

  it('purgeAll forgets every answer at once', async () => {
    const { cache, render } = setup()
    await cache.answer('a', render('old a'))
    await cache.answer('b', render('old b'))
    cache.purgeAll()
    expect(await text(cache.answer('a', render('new a')))).toBe('new a')
    expect(await text(cache.answer('b', render('new b')))).toBe('new b')
  })

  it('a render that began before a purge is not kept, and requests after the purge do not join it', async () => {
    const { cache, render, renders } = setup()
    const before = gate('read before the change')
    const early = cache.answer('k', before.render)
    cache.purgeAll()
    const late = cache.answer('k', render('read after the change'))
    before.finish()
    expect(await text(early)).toBe('read before the change')
    expect(await text(late)).toBe('read after the change')
    expect(await text(cache.answer('k', render('a third render')))).toBe('read after the change')
    expect(renders()).toBe(1)
  })

  it('keeps at most maxBytes: the oldest stored answers go first', async () => {
    const { cache, render, renders } = setup({ maxBytes: 10 })
    await cache.answer('a', render('aaaa'))
    await cache.answer('b', render('bbbb'))
    await cache.answer('c', render('cccc')) // 12 bytes: 'a' goes
    expect(cache.size).toEqual({ entries: 2, bytes: 8 })
    expect(renders()).toBe(3)
    await cache.answer('b', render('new b'))
    await cache.answer('c', render('new c'))
    expect(renders()).toBe(3)
    expect(await text(cache.answer('a', render('new a')))).toBe('new a')
    await cache.answer('big', render('more than ten bytes'))
    expect(cache.size.bytes).toBeLessThanOrEqual(10)
  })

  it('with a TTL of 0 it is off: every call renders, concurrent ones too', async () => {
    const { cache, render, renders } = setup({ ttlMs: 0 })
    await Promise.all([cache.answer('k', render('1')), cache.answer('k', render('2'))])
    await cache.answer('k', render('3'))
    expect(renders()).toBe(3)
    expect(cache.size.entries).toBe(0)
  })
})
