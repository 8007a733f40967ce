import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

// A drawn chevron: appearance:none removes the native arrow, which on Android is a faint grey triangle.
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M5 7.5l5 5 5-5' fill='none' stroke='%231b1f24' stroke-width='2'/%3E%3C/svg%3E\")"

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xl,
  backgroundImage: chevron,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space.sm} center`,
  backgroundSize: '1.25rem',
  textOverflow: 'ellipsis',
})
