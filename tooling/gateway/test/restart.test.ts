import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const serveEntry = fileURLToPath(new URL('../src/serve.ts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'localjobs-gateway-'))

interface Running {
  child: ChildProcess
  origin: string
  output: () => string
}

/** Starts the gateway on a free port with its own data dir and waits for its "listening" line. */
function startGateway(): Promise<Running> {
  const child = spawn(process.execPath, [serveEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      SEED_JOBS: '120',
      LOG_LEVEL: 'warn',
      SEEKER_DIST_DIR: join(dataDir, 'no-seeker-build'),
      HIRE_DIST_DIR: join(dataDir, 'no-hire-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve({ child, origin: match[1], output: () => output })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code} before listening:\n${output}`)))
  })
}

function stop({ child }: Running): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.on('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

/** Every active job id, walking the keyset pages. */
async function allJobIds(origin: string): Promise<number[]> {
  const ids: number[] = []
  let cursor: string | null = null
  do {
    const url = new URL('/api/classifieds/classifieds/feed_v2/', origin)
    url.searchParams.set('limit', '50')
    if (cursor) url.searchParams.set('cursor', cursor)
    const page = (await (await fetch(url)).json()) as {
      results: { id: number }[]
      next_cursor: string | null
    }
    ids.push(...page.results.map((job) => job.id))
    cursor = page.next_cursor
  } while (cursor)
  return ids
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the one-origin server', () => {
  it('keeps its data across a restart, does not seed twice, and shuts down cleanly', async () => {
    const first = await startGateway()
    let before: number[]
    try {
      before = await allJobIds(first.origin)
      expect(before.length).toBeGreaterThan(100)
      expect(first.output()).toMatch(/seeded \d+ jobs \(120 active\)/)
    } finally {
      expect(await stop(first)).toBe(0)
    }

    const second = await startGateway()
    try {
      expect(await allJobIds(second.origin)).toEqual(before)
      expect(second.output()).not.toMatch(/seeded/i)
    } finally {
      expect(await stop(second)).toBe(0)
    }
  }, 90_000)

  it('answers 503 with a hint when an app is not built, and redirects / to /jobs', async () => {
    const running = await startGateway()
    try {
      const page = await fetch(`${running.origin}/jobs`)
      expect(page.status).toBe(503)
      expect(await page.text()).toContain('./run start')
      const root = await fetch(`${running.origin}/`, { redirect: 'manual' })
      expect(root.status).toBe(302)
      expect(root.headers.get('location')).toBe('/jobs')
    } finally {
      await stop(running)
    }
  }, 60_000)
})
