import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
})

export const block = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
})

export const text = style({ height: '1em', marginBlock: '0.25em' })
