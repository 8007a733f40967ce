import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: 'rgb(255 255 255 / 0.7)',
  // Fast navigations finish before the overlay becomes visible, so it does not flash.
  animation: `${appear} 150ms ease-out 250ms both`,
})

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
})
