import { vars } from '@localjobs/ui/theme'
import { style, styleVariants } from '@vanilla-extract/css'

const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontWeight: vars.fontWeight.bold,
})

/** The six statuses' colours (spec section 4). */
export const tone = styleVariants({
  active: [badge, { color: vars.color.success }],
  approval_pending: [badge, { color: vars.color.brand }],
  expired: [badge, { color: vars.color.textMuted }],
  rejected: [badge, { color: vars.color.danger }],
  expiring: [badge, { color: vars.color.focus }],
  on_hold: [badge, { color: vars.color.textMuted }],
})

/** `small` in a list of jobs; `large` as a job page's own status. */
export const size = styleVariants({
  small: { fontSize: vars.fontSize.sm },
  large: { justifySelf: 'start', paddingInline: vars.space.sm, paddingBlock: vars.space.xxs },
})
