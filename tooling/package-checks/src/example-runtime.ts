/**
 * What a README example runs against: readme-examples.ts turns each `expression // => value` line into
 * `expectExample(expression, value)` and each block into a test that calls `runExample`.
 */
import { expect } from 'vitest'

let ran = 0

/** One `// =>` line: the expression deep-equals the value (vitest's toEqual). */
export function expectExample(actual: unknown, expected: unknown): void {
  ran++
  expect(actual).toEqual(expected)
}

/** Runs one block; every `// =>` line of it must have run, so none hides in code that never executes. */
export async function runExample(load: () => Promise<unknown>, assertions: number): Promise<void> {
  ran = 0
  await load()
  expect(ran, 'the `// =>` lines of the block that ran').toBe(assertions)
}
