import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

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
