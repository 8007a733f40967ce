import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  // Android Chrome otherwise flashes a blue box on tap.
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  quiet: [
    base,
    {
      background: 'transparent',
      color: vars.color.link,
      paddingInline: vars.space.sm,
      selectors: { '&:hover': { textDecoration: 'underline' } },
    },
  ],
})

export const fullWidth = style({ width: '100%' })
