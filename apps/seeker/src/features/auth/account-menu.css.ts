import { breakpoints } from '@localjobs/ui/breakpoints'
import { vars } from '@localjobs/ui/theme'
import { style } from '@vanilla-extract/css'

export const menu = style({ position: 'relative' })

// Doubled class: wins over the header's own button class whichever stylesheet comes last.
export const button = style({ selectors: { '&&': { gap: vars.space.xxs, paddingInline: vars.space.xxs } } })

// Until the header is reworked to give the account button its room on a phone (issue #5, item 1), the word
// is for screen readers only there: the button's accessible name stays 'Account' in every language.
// The new header can show it at every width by dropping this rule.
export const word = style({
  '@media': {
    // A phone: as wide as the spec's mobile layout (desktop only when wider than 640 px).
    [`not all and (min-width: ${breakpoints.md + 1}px)`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
})

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 })

// Floats under the header, from the button's end towards the page's middle, never wider than the screen.
export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: 5,
  minWidth: '12rem',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-disabled]': { cursor: 'progress' },
  },
})
