/** Layout breakpoints of spec section 9, in CSS pixels. */
export const breakpoints = { sm: 0, md: 640, lg: 1100, xl: 1280 } as const

export type Breakpoint = keyof typeof breakpoints

/**
 * Media query for "wider than this breakpoint". The spec counts a screen as desktop only when its width
 * exceeds 640, so a 640 px wide phone still gets the mobile layout; every breakpoint follows that rule.
 */
export function above(breakpoint: Exclude<Breakpoint, 'sm'>): string {
  return `screen and (min-width: ${breakpoints[breakpoint] + 1}px)`
}

/** Desktop or mobile, as the payment variant and layout decide it (desktop when width exceeds 640). */
export function isDesktopWidth(width: number): boolean {
  return width > breakpoints.md
}
