import { describe, expect, it } from 'vitest'
import { adTrackingSources, SOCIAL_PIXEL_SOURCES, TAG_MANAGER_SOURCES } from './content-security.ts'
import { SOCIAL_PIXEL_SCRIPT_URL } from './sinks/social-pixel.ts'
import { tagManagerScriptUrl } from './sinks/tag-manager.ts'

describe("the ad-tracking vendors' hosts a page's CSP allows (decision 038)", () => {
  it('are none when no id is configured', () => {
    expect(adTrackingSources({})).toEqual({ script: [], connect: [], img: [] })
  })

  it("are the configured sinks' own, each once", () => {
    expect(adTrackingSources({ tagManagerContainerId: 'GTM-JOBS' })).toEqual(TAG_MANAGER_SOURCES)
    expect(adTrackingSources({ socialPixelId: '100' })).toEqual(SOCIAL_PIXEL_SOURCES)
    const both = adTrackingSources({ tagManagerContainerId: 'GTM-JOBS', socialPixelId: '100' })
    expect(both.script).toEqual([...TAG_MANAGER_SOURCES.script, ...SOCIAL_PIXEL_SOURCES.script])
    expect(new Set(both.connect).size).toBe(both.connect.length)
  })

  it("allow the scripts the sinks load, from the sinks' own addresses", () => {
    const { script } = adTrackingSources({ tagManagerContainerId: 'GTM-JOBS', socialPixelId: '100' })
    for (const url of [tagManagerScriptUrl('GTM-JOBS'), SOCIAL_PIXEL_SCRIPT_URL])
      expect(script).toContain(new URL(url).origin)
  })
})
