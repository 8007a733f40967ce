import { style } from '@vanilla-extract/css'
import { above } from './breakpoints.ts'

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/**
 * A word beside an icon that only wide screens show (above 640 px, spec section 9's threshold); screen
 * readers always read it: 'Language: తెలుగు' beside the language icon, 'Menu' beside its icon.
 */
export const visuallyHiddenOnPhones = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [above('md')]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
})
