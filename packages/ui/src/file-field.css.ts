import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const input = style({
  width: '100%',
  maxWidth: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.xxs,
  border: `1px dashed ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      borderStyle: 'solid',
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    // The picker's own button: as tall as any other target, in the product's colours.
    '&::file-selector-button': {
      minHeight: '40px',
      marginInlineEnd: vars.space.sm,
      paddingInline: vars.space.md,
      border: `2px solid ${vars.color.brand}`,
      borderRadius: vars.radius.sm,
      background: vars.color.surface,
      color: vars.color.brand,
      font: 'inherit',
      fontWeight: vars.fontWeight.bold,
      cursor: 'pointer',
    },
  },
})

export const status = style({ overflowWrap: 'anywhere' })
