/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as format from './format.ts'

/** The README's formatting example, line by line: each `call // 'result'` must give that result. */
const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8')
const block = readme.match(/```ts\n(import \{[^`]*?\} from '@localjobs\/ui\/format'[^`]*?)```/)?.[1] ?? ''
const nowLine = block.match(/^const now = (.+)$/m)?.[1] ?? 'undefined'
const examples = Array.from(block.matchAll(/^(format\w+\(.*\)) \/\/ '(.*)'$/gm), ([, call, result]) => ({
  call: call ?? '',
  result: result ?? '',
}))

describe('README formatting example', () => {
  it('is there, and covers every function of the entry', () => {
    expect(examples.length).toBeGreaterThan(10)
    const used = new Set(examples.map(({ call }) => call.slice(0, call.indexOf('('))))
    const exported = Object.entries(format).filter(([, value]) => typeof value === 'function')
    expect([...used].sort()).toEqual(exported.map(([name]) => name).sort())
  })

  it.each(examples)('$call -> $result', ({ call, result }) => {
    const run = new Function(...Object.keys(format), `const now = ${nowLine}; return ${call}`)
    expect(run(...Object.values(format))).toBe(result)
  })
})
