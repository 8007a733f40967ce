import { describe, expect, it } from 'vitest'
import { blockModule, extractCodeBlocks, toReadmeLocations } from './readme-examples.ts'

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
