import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/** The gaps a Stack or an Inline may have: the theme's spaces, so spacing follows one scale. */
export type Space = keyof typeof vars.space

const spaces = Object.keys({ xxs: 0, xs: 0, sm: 0, md: 0, lg: 0, xl: 0, xxl: 0 } satisfies Record<
  Space,
  0
>) as Space[]
const byGap = (base: Parameters<typeof style>[0]) =>
  styleVariants(
    Object.fromEntries(spaces.map((space) => [space, [base, { gap: vars.space[space] }]])) as Record<
      Space,
      Parameters<typeof style>[0]
    >,
  )

export const stack = byGap({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const inline = byGap({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', minWidth: 0 })
export const noWrap = style({ flexWrap: 'nowrap' })
export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
})
export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
})

/** A list laid out by a Stack or an Inline: no bullets or indent. */
export const bare = style({ listStyle: 'none', margin: 0, padding: 0 })

/** Headings: tight lines, no margin (the Stack around them spaces them); the size follows the level. */
const headingBase = style({ margin: 0, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' })
export const heading = styleVariants({
  xxl: [headingBase, { fontSize: vars.fontSize.xxl }],
  xl: [headingBase, { fontSize: vars.fontSize.xl }],
  lg: [headingBase, { fontSize: vars.fontSize.lg }],
  md: [headingBase, { fontSize: vars.fontSize.md }],
})

/** The page's width: centred, at most the content width, with room at the screen's edges. */
export const pageContainer = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
})
