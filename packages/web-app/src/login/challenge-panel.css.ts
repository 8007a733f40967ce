import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const panel = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlock: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
})

export const title = style({ fontSize: vars.fontSize.md, margin: 0 })

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm })

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold })

/** The ALTCHA widget: as wide as the panel, its checkbox a full touch target. */
export const widget = style({
  display: 'block',
  minWidth: 0,
  vars: {
    '--altcha-max-width': '100%',
    '--altcha-checkbox-size': vars.size.touchTarget,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-color-primary': vars.color.brand,
    '--altcha-color-success': vars.color.success,
    '--altcha-color-error': vars.color.danger,
  },
})
