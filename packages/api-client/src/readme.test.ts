/// <reference types="node" />
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The README's examples, run as they are written: each ```ts block becomes a module under
 * .readme-examples/ (imports of '@localjobs/api-client/...' resolve to this package), and a line
 * `expression // => value` becomes a check that the expression equals the value.
 */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')
const directory = new URL('../.readme-examples/', import.meta.url)

const CHECK = /^(\s*)(?!(?:const|let|var|import|export|type|interface|return)\b)(\S.*?)\s+\/\/ => (.+)$/

/** The block with its `// =>` lines turned into checks. */
export function withChecks(source: string): string {
  const body = source
    .split('\n')
    .map((line) => {
      const match = CHECK.exec(line)
      return match ? `${match[1]}__expect(${match[2]}).toEqual(${match[3]})` : line
    })
    .join('\n')
  return `import { expect as __expect } from 'vitest'\n${body}\nexport {}\n`
}

afterAll(() => {
  rmSync(directory, { recursive: true, force: true })
})

describe('README examples', () => {
  it('has examples, and every one checks something or shows an interface', () => {
    expect(blocks.length).toBeGreaterThan(10)
    expect(blocks.filter((block) => block.includes('// => ')).length).toBeGreaterThan(10)
  })

  it.each(blocks.map((block, index) => [index + 1, block] as const))(
    'example %i runs',
    async (index, block) => {
      mkdirSync(directory, { recursive: true })
      const file = new URL(`example-${index}.ts`, directory)
      writeFileSync(file, withChecks(block))
      await import(/* @vite-ignore */ file.href)
    },
  )

  it('turns a `// =>` line into a check and leaves declarations alone', () => {
    expect(withChecks("nameSlug('A B') // => 'ab'\nconst x = 1 // => not a check")).toContain(
      "__expect(nameSlug('A B')).toEqual('ab')\nconst x = 1 // => not a check",
    )
  })
})
