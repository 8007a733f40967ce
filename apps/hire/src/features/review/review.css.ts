import { card } from '@localjobs/ui/card'
import { vars } from '@localjobs/ui/theme'
import { style, styleVariants } from '@vanilla-extract/css'

/** The review desk: one column of cards, the screen's width on a phone (decision 031: cards, not tables). */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
  minWidth: 0,
  paddingBlock: vars.space.lg,
  overflowWrap: 'anywhere',
})

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
})

export const filters = style([card, { gap: vars.space.sm, minWidth: 0 }])

export const switchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
})

export const switchButton = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.fieldBorder}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
})

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
})

export const checkbox = style({ inlineSize: '1.5rem', blockSize: '1.5rem', flexShrink: 0 })

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })

export const item = style([card, { gap: vars.space.xs, minWidth: 0 }])

export const itemLink = style({
  display: 'block',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  paddingBlock: vars.space.xs,
})

export const meta = style({ margin: 0, color: vars.color.textMuted })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 })

const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const neutralBadge = style([badge, { color: vars.color.text }])

/** Risk: colour and words, never colour alone. */
export const risk = styleVariants({
  high: [badge, { color: vars.color.onBrand, background: vars.color.danger, borderColor: vars.color.danger }],
  medium: [badge, { color: '#7a3e00', background: '#fff3e0' }],
  low: [badge, { color: vars.color.success }],
})

/** The age against the 24-hour promise: amber after 12 h, red after 20 h, and a word with the colour. */
export const age = styleVariants({
  ok: [badge, { color: vars.color.textMuted }],
  amber: [badge, { color: '#7a3e00', background: '#fff3e0' }],
  red: [badge, { color: vars.color.onBrand, background: vars.color.danger, borderColor: vars.color.danger }],
})

export const section = style([card, { gap: vars.space.sm, minWidth: 0 }])

export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
})

export const fields = style({ display: 'grid', gap: vars.space.sm, margin: 0 })

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' })

/** The company logo as uploaded (re-encoded, up to 512 px): at most 96 px, whole, never stretched. */
export const logo = style({
  display: 'block',
  inlineSize: 'auto',
  blockSize: 'auto',
  maxInlineSize: '96px',
  maxBlockSize: '96px',
  objectFit: 'contain',
})

export const finding = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
})

export const findingTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})

export const history = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const event = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const actions = style({ display: 'grid', gap: vars.space.sm })

export const form = style({ display: 'grid', gap: vars.space.md })

export const warning = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold })

export const problem = style({ display: 'grid', gap: vars.space.xs, color: vars.color.danger })

export const retry = style({
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  background: 'none',
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
})

export const tel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
})

/** An action's form, opened under the buttons. */
export const sheet = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surfaceMuted,
})

export const fieldLabel = style({ fontWeight: vars.fontWeight.bold })

export const fieldError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold })

/** The desk's select and text area (desk-fields.tsx), as tall as a touch target. */
export const control = style({
  minHeight: vars.size.touchTarget,
  inlineSize: '100%',
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
})
