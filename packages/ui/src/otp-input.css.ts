import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const code = style({
  maxWidth: '100%',
  fontFamily: 'ui-monospace, "Roboto Mono", monospace',
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.6em',
  textAlign: 'center',
})

export const resend = style({ justifySelf: 'start', marginInlineStart: `calc(-1 * ${vars.space.sm})` })
