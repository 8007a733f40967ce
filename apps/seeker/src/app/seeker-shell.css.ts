import { above } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const header = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  minHeight: '56px',
})

export const headerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onBrand },
  },
})

export const brand = style([headerLink, { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold }])

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

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

// A native disclosure: opens without JavaScript; the list floats under the header.
export const languages = style({ position: 'relative' })

export const languageSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outlineColor: vars.color.onBrand },
  },
})

export const languageIcon = style({
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
})

export const languageList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: 5,
  minWidth: '10rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})

export const languageLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  selectors: { '&[aria-current]': { fontWeight: vars.fontWeight.bold } },
})

export const contactLink = style({ overflowWrap: 'anywhere' })

export const headerButton = style([
  headerLink,
  { background: 'none', border: 'none', padding: 0, font: 'inherit', cursor: 'pointer' },
])

/** The offline toast's place: the foot of the screen (spec section 8: 'No internet connection', bottom). */
export const offlineToast = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockEnd: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 10,
})

export const offlineToastBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.raised,
})
