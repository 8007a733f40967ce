import { describe, expect, it } from 'vitest'
import {
  blockModule,
  type CodeBlock,
  extractCodeBlocks,
  toReadmeLocations,
  withAssertions,
} from './readme-examples.ts'

const readme = [
  '# pkg', //                                  1
  '', //                                       2
  '```ts', //                                  3
  "import { a } from '@localjobs/pkg/a'", //   4
  'a()', //                                    5
  '```', //                                    6
  '', //                                       7
  '```tsx', //                                 8
  'const x = <b />', //                        9
  '```', //                                    10
  '```ts no-run', //                           11
  'fetch("/api")', //                          12
  '```', //                                    13
  '```ts no-check', //                         14
  'loader: () => 1', //                        15
  '```', //                                    16
  '```sh', //                                  17
  './run test', //                             18
  '```', //                                    19
  '````typescript', //                         20
  '```', //                                    21
  '````', //                                   22
].join('\n')

describe('extractCodeBlocks', () => {
  const blocks = extractCodeBlocks(readme, 'packages/pkg/README.md')

  it('finds ts, tsx and typescript blocks with the line of their first code line', () => {
    expect(blocks.map((b) => [b.lang, b.line])).toEqual([
      ['ts', 4],
      ['tsx', 9],
      ['ts', 12],
      ['ts', 15],
      ['ts', 21],
    ])
  })

  it('runs ts blocks, never tsx, and honours no-run and no-check', () => {
    expect(blocks.map((b) => [b.check, b.run])).toEqual([
      [true, true],
      [true, false],
      [true, false],
      [false, false],
      [true, true],
    ])
  })

  it('keeps the code exactly, so lines map one to one', () => {
    expect(blocks[0]?.code).toBe("import { a } from '@localjobs/pkg/a'\na()")
    expect(blocks[4]?.code).toBe('```')
  })
})

describe('locations', () => {
  const block = extractCodeBlocks(readme, 'packages/pkg/README.md')[0]!

  it('names a generated module after the package, README and line', () => {
    expect(blockModule({ relativeDir: 'packages/pkg' }, block)).toBe('pkg/README-L4.ts')
  })

  it.each([
    ['pkg/README-L4.ts(2,7): error TS2304', 'packages/pkg/README.md:5:7: error TS2304'],
    ['at /tmp/ex/pkg/README-L4.ts:1:3', 'at packages/pkg/README.md:4:3'],
    [
      'Failed to resolve import from "pkg/README-L12.ts"',
      'Failed to resolve import from "packages/pkg/README.md:12"',
    ],
  ])('rewrites %s', (text, expected) => {
    expect(toReadmeLocations(text, '/tmp/ex')).toBe(expected)
  })
})

describe('withAssertions', () => {
  const block = (code: string, run = true): CodeBlock => ({
    readme: 'packages/pkg/README.md',
    line: 10,
    lang: 'ts',
    check: true,
    run,
    code,
  })
  const transform = (code: string, run = true) => withAssertions(block(code, run), '/runtime.ts')

  it('turns `expression // => value` into a deep-equality check, line for line', () => {
    expect(transform("const a = 1\nslug('A B') // => 'ab'\nawait load() // => { rows: [a] }")).toEqual({
      code: [
        'const a = 1',
        "expectExample((slug('A B')), ('ab'))",
        'expectExample((await load()), ({ rows: [a] }))',
        "import { expectExample } from '/runtime.ts'",
      ].join('\n'),
      count: 2,
      problems: [],
    })
  })

  it('checks the whole statement when it spans lines', () => {
    expect(transform('problems({\n  a: 1,\n})\n  .sort() // => []').code).toBe(
      "expectExample((problems({\n  a: 1,\n})\n  .sort()), ([]))\nimport { expectExample } from '/runtime.ts'",
    )
  })

  it('leaves a block without assertions as it is', () => {
    expect(transform('run() // a plain comment')).toEqual({
      code: 'run() // a plain comment',
      count: 0,
      problems: [],
    })
  })

  it('refuses an assertion it could not check', () => {
    expect(transform('const x = 1 // => 1').problems).toEqual([
      'packages/pkg/README.md:10: `// =>` must end an expression statement at the top level of the block',
    ])
    expect(transform('function f() {\n  return 1 // => 1\n}').problems).toHaveLength(1)
    expect(transform('f() // => 1', false).problems).toEqual([
      'packages/pkg/README.md:10: `// =>` in a block that does not run is never checked',
    ])
  })
})
