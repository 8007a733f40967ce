import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/** Shared by the form controls: label, hint, error and the outlined box of an input. */

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const errorIcon = style({ flexShrink: 0, width: '1.25em', height: '1.25em' })

export const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  // Below 16px, iOS Safari zooms the page into a focused input and does not zoom back out.
  fontSize: `max(16px, ${vars.fontSize.md})`,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
})
