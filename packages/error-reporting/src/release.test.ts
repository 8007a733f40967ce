import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { commitRelease, resolveRelease, UNKNOWN_RELEASE } from './release.ts'

const here = fileURLToPath(new URL('.', import.meta.url))
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim()

describe('the release id (decision 042)', () => {
  it("is localjobs@ and the checkout's commit", () => {
    expect(commitRelease(here)).toBe(`localjobs@${head.slice(0, 12)}`)
    expect(resolveRelease(undefined, here)).toBe(`localjobs@${head.slice(0, 12)}`)
  })

  it('is the one given (SENTRY_RELEASE) when there is one', () => {
    expect(resolveRelease('localjobs@2026.11.25', here)).toBe('localjobs@2026.11.25')
  })

  it('says it is unknown outside a git checkout', () => {
    expect(commitRelease(tmpdir())).toBeUndefined()
    expect(resolveRelease(undefined, tmpdir())).toBe(UNKNOWN_RELEASE)
  })
})
