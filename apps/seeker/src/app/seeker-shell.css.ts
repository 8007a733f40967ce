import { above } from '@localjobs/ui/breakpoints'
import { headerBar } from '@localjobs/ui/header-bar'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const header = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
})

/** The header's bar, as both apps draw it. */
export const bar = headerBar

export const headerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  color: vars.color.onBrand,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onBrand },
  },
})

export const brand = style([
  headerLink,
  { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, justifyContent: 'flex-start' },
])

/** The advertiser link (or 'Back to jobs'): in the header where there is room, in the menu on a phone. */
export const wideOnly = style({ display: 'none', '@media': { [above('md')]: { display: 'inline-flex' } } })

export const icon = style({ width: '1.5rem', height: '1.5rem', flexShrink: 0 })

export const footer = style({
  marginBlockStart: vars.space.xl,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const footerInner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.md,
  paddingBlock: vars.space.xl,
  '@media': { [above('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const footerHeading = style({ fontSize: vars.fontSize.md, marginBlockEnd: vars.space.xs })

export const linkList = style({ listStyle: 'none', padding: 0 })

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
})

export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [above('md')]: { gap: vars.space.sm } },
})

export const contactLink = style([footerLink, { overflowWrap: 'anywhere' }])

export const headerButton = style([
  headerLink,
  {
    background: 'none',
    border: 'none',
    paddingBlock: 0,
    paddingInline: vars.space.xs,
    font: 'inherit',
    cursor: 'pointer',
  },
])
