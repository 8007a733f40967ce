import { describe, expect, it } from 'vitest'
import { above, breakpoints, isDesktopWidth } from './breakpoints.ts'

describe('breakpoints (spec section 9: sm 0, md 640, lg 1100, xl 1280)', () => {
  it('has the spec values', () => {
    expect(breakpoints).toEqual({ sm: 0, md: 640, lg: 1100, xl: 1280 })
  })

  it.each([
    [360, false],
    [640, false],
    [641, true],
    [1280, true],
  ])('a %d px wide screen is desktop: %s (desktop when width exceeds 640)', (width, desktop) => {
    expect(isDesktopWidth(width)).toBe(desktop)
  })

  it('media queries match only screens wider than the breakpoint', () => {
    expect(above('md')).toBe('screen and (min-width: 641px)')
    expect(above('xl')).toBe('screen and (min-width: 1281px)')
  })
})
