import { describe, expect, it } from 'vitest'
import { type ScriptDocument, scriptLoader } from './load-script.ts'

class FakeScript extends EventTarget {
  async = false
  src = ''
}

const fakeDocument = () => {
  const appended: FakeScript[] = []
  const document = {
    createElement: () => new FakeScript(),
    head: { appendChild: (node: FakeScript) => appended.push(node) },
  } as unknown as ScriptDocument
  return { document, appended }
}

describe('scriptLoader', () => {
  it('adds one async script to the head and resolves when it has loaded', async () => {
    const { document, appended } = fakeDocument()
    const loaded = scriptLoader(document)('https://example.test/a.js')
    expect(appended).toHaveLength(1)
    expect(appended[0]).toMatchObject({ async: true, src: 'https://example.test/a.js' })
    appended[0]?.dispatchEvent(new Event('load'))
    await expect(loaded).resolves.toBeUndefined()
  })

  it('rejects when the browser refuses the script', async () => {
    const { document, appended } = fakeDocument()
    const loaded = scriptLoader(document)('https://example.test/blocked.js')
    appended[0]?.dispatchEvent(new Event('error'))
    await expect(loaded).rejects.toThrow('script refused: https://example.test/blocked.js')
  })
})
