import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Every ```ts block of the README runs as written, through the package's own exports map. A result written
 * as `expression // -> value` is checked with toEqual.
 */
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(`${packageDir}README.md`, 'utf8')
const exportsMap: Record<string, string> = JSON.parse(
  readFileSync(`${packageDir}package.json`, 'utf8'),
).exports
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')
const workDir = `${packageDir}node_modules/.cache/readme-examples/`

const CHECK = '__readmeCheck'
const results: { actual: unknown; expected: unknown }[] = []
;(globalThis as Record<string, unknown>)[CHECK] = (actual: unknown, expected: unknown) =>
  results.push({ actual, expected })

const runnable = (block: string) => {
  const lines = block
    .replace(/from '@localjobs\/validation(\/[^']+)'/g, (_all, entry: string) => {
      const target = exportsMap[`.${entry}`]
      if (!target) throw new Error(`the README imports @localjobs/validation${entry}, which is not exported`)
      return `from '${packageDir}${target.slice(2)}'`
    })
    .split('\n')
  const out: string[] = []
  for (const line of lines) {
    const arrow = line.indexOf('// -> ')
    if (arrow === -1) {
      out.push(line)
      continue
    }
    const expected = line.slice(arrow + '// -> '.length)
    const statement = [line.slice(0, arrow).trimEnd()]
    // Biome breaks a long statement over lines; the check covers the whole statement, back to the line
    // that starts it (the first one not indented and not closing a bracket).
    while (statement[0] !== undefined && /^(\s|[.?)\]}]|$)/.test(statement[0]) && out.length > 0) {
      statement.unshift(out.pop() ?? '')
    }
    out.push(`${CHECK}(${statement.join('\n')}, ${expected})`)
  }
  return out.join('\n')
}

describe('README examples', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }))

  it('has examples', () => {
    expect(blocks.length).toBeGreaterThan(5)
  })

  it.each(blocks.map((block, index) => [index + 1, block] as const))(
    'block %i runs and shows true results',
    async (index, block) => {
      mkdirSync(workDir, { recursive: true })
      const file = `${workDir}block-${index}.ts`
      writeFileSync(file, runnable(block))
      results.length = 0
      await import(file)
      expect(results).toHaveLength(block.match(/\/\/ -> /g)?.length ?? 0)
      for (const { actual, expected } of results) expect(actual).toEqual(expected)
    },
  )
})
