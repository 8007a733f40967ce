import { describe, expect, it } from 'vitest'
import { loadPosthog, productAnalyticsSettings } from './product-analytics.ts'

describe('product analytics', () => {
  it('loads posthog-js by default', async () => {
    const client = await loadPosthog()
    for (const method of ['init', 'capture', 'identify', 'reset'] as const) {
      expect(typeof client[method]).toBe('function')
    }
  })

  it.each([
    [undefined, true],
    [false, true],
    [true, false],
  ])('sessionRecording %s -> disable_session_recording %s', (sessionRecording, disabled) => {
    expect(
      productAnalyticsSettings({
        apiKey: 'k',
        apiHost: 'https://a.test',
        ...(sessionRecording === undefined ? {} : { sessionRecording }),
      }).disable_session_recording,
    ).toBe(disabled)
  })
})
