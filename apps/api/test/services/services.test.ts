import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalFileStorage, newStorageKey } from '#src/services/file-storage.ts'
import { createRateLimiter, MemoryRateLimitStore } from '#src/services/rate-limit.ts'
import { HttpSmsSender, LogSmsSender, maskMobile, SmsDeliveryError } from '#src/services/sms.ts'
import { testEnv } from '../helpers/app.ts'

describe('rate limits', () => {
  it('count fixed windows and say how long to wait', async () => {
    let now = 1_000_000
    const limiter = createRateLimiter(new MemoryRateLimitStore({ now: () => now }), () => now)
    const rule = { name: 'test', limit: 2, windowMs: 60_000 }
    const take = () => limiter.enforce([{ rule, subject: 'a' }], (seconds) => `wait ${seconds}`)
    await take()
    await take()
    now += 15_000
    await expect(take()).rejects.toMatchObject({
      statusCode: 429,
      message: 'wait 45',
      headers: { 'retry-after': '45' },
    })
    now += 45_000
    await expect(take()).resolves.toBeUndefined()
  })

  it('stop at the first check over its limit, without counting the later ones', async () => {
    const store = new MemoryRateLimitStore()
    const limiter = createRateLimiter(store)
    const ip = { rule: { name: 'ip', limit: 1, windowMs: 60_000 }, subject: '10.0.0.1' }
    const number = { rule: { name: 'number', limit: 5, windowMs: 60_000 }, subject: '9876543210' }
    await limiter.enforce([ip, number], () => '')
    await expect(limiter.enforce([ip, number], () => 'over')).rejects.toMatchObject({ statusCode: 429 })
    expect((await store.increment('number:9876543210', 60_000)).count).toBe(2)
  })

  it('peek at a count without adding to it, and see nothing of a window that ended', async () => {
    let now = 1_000_000
    const limiter = createRateLimiter(new MemoryRateLimitStore({ now: () => now }), () => now)
    const check = { rule: { name: 'peeked', limit: 5, windowMs: 60_000 }, subject: 'a' }
    expect(await limiter.peek(check)).toEqual({ count: 0, resetAt: now })
    await limiter.enforce([check], String)
    await limiter.enforce([check], String)
    expect(await limiter.peek(check)).toEqual({ count: 2, resetAt: 1_060_000 })
    expect(await limiter.peek(check)).toEqual({ count: 2, resetAt: 1_060_000 })
    now += 60_000
    expect((await limiter.peek(check)).count).toBe(0)
  })

  it('keep memory bounded under a flood of keys', async () => {
    let now = 0
    const store = new MemoryRateLimitStore({ now: () => now, maxEntries: 100 })
    for (let i = 0; i < 1000; i++) {
      now += 1
      await store.increment(`key-${i}`, 10)
    }
    expect(store.size).toBeLessThanOrEqual(100)
  })
})

describe('SMS', () => {
  it('log provider: appends to the outbox file, remembers the last text per number, logs no text', async () => {
    const dir = testEnv().SMS_OUTBOX_DIR
    const logged: object[] = []
    const sms = new LogSmsSender(dir, { info: (details) => logged.push(details) })
    await sms.send({ to: '9876543210', text: '1234 is your code', kind: 'otp' })
    await sms.send({ to: '9876543210', text: 'second', kind: 'app_link' })
    expect(sms.lastTo('9876543210')).toMatchObject({ text: 'second', kind: 'app_link' })
    const lines = (await readFile(join(dir, 'sms.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((line) => line.text)).toEqual(['1234 is your code', 'second'])
    expect(((await stat(join(dir, 'sms.jsonl'))).mode & 0o777).toString(8)).toBe('600')
    expect(JSON.stringify(logged)).not.toContain('1234')
    expect(JSON.stringify(logged)).toContain(maskMobile('9876543210'))
  })

  describe('HTTP gateway provider', () => {
    let url: string
    const received: { headers: Record<string, unknown>; body: string }[] = []
    let answer = 202
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({ headers: request.headers, body })
        response.writeHead(answer).end()
      })
    })
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`
    })
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve))
    })

    it('posts the message as JSON with the bearer token', async () => {
      answer = 202
      await new HttpSmsSender({ url, token: 'gateway-token' }).send({
        to: '9876543210',
        text: 'hello',
        kind: 'otp',
      })
      expect(received.at(-1)?.headers.authorization).toBe('Bearer gateway-token')
      expect(JSON.parse(received.at(-1)?.body ?? '')).toEqual({
        to: '+919876543210',
        text: 'hello',
        kind: 'otp',
      })
    })

    it('turns a refusal or no answer into SmsDeliveryError', async () => {
      answer = 500
      await expect(
        new HttpSmsSender({ url, token: 't' }).send({ to: '9876543210', text: 'x', kind: 'otp' }),
      ).rejects.toBeInstanceOf(SmsDeliveryError)
      await expect(
        new HttpSmsSender({ url: 'http://127.0.0.1:1/none', token: 't', timeoutMs: 500 }).send({
          to: '9876543210',
          text: 'x',
          kind: 'otp',
        }),
      ).rejects.toBeInstanceOf(SmsDeliveryError)
    })
  })
})

describe('private file storage (local directory)', () => {
  it('stores under random keys with owner-only permissions and refuses keys it did not make', async () => {
    const root = testEnv().UPLOAD_DIR
    const files = new LocalFileStorage(root)
    const key = newStorageKey('resumes')
    await files.put(key, Buffer.from('data'))
    expect((await files.get(key))?.toString()).toBe('data')
    expect(((await stat(join(root, key))).mode & 0o777).toString(8)).toBe('600')
    await expect(files.put(key, Buffer.from('again'))).rejects.toThrow()
    await files.delete(key)
    expect(await files.get(key)).toBeUndefined()
    for (const bad of ['../etc/passwd', 'resumes/../../x', 'resumes/short', '/abs/path']) {
      await expect(files.get(bad)).rejects.toThrow(/not a storage key/)
    }
  })
})
