import { globalStyle } from '@vanilla-extract/css'
import { EARLY_PENDING_ATTRIBUTE } from './early-click.ts'
import { vars } from './theme.css.ts'

/** Page-wide base styles; an app imports this module once, in its root route. */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
})

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
})

globalStyle('h1, h2, h3, p, ul, ol', { margin: 0 })

globalStyle('a', { color: vars.color.link })

// One focus style everywhere; only for keyboard focus so taps do not leave rings behind.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle('img', { maxWidth: '100%', display: 'block' })

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

// A button tapped before the page's scripts ran (early-click.ts): it is pressed again once they have, and
// looks busy until then.
globalStyle(`button[${EARLY_PENDING_ATTRIBUTE}]`, { opacity: 0.6, cursor: 'progress' })
