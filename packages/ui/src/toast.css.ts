import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(var(--toast-from))' },
  to: { opacity: 1 },
})

const regionBase = style({
  position: 'fixed',
  // Above the full-page loader (1000); an open <dialog> is in the top layer and stays above both.
  zIndex: 1100,
  insetInline: 0,
  marginInline: 'auto',
  width: 'min(calc(100% - 2rem), 28rem)',
  pointerEvents: 'none',
})

export const region = styleVariants({
  top: [
    regionBase,
    { top: `max(${vars.space.md}, env(safe-area-inset-top))`, vars: { '--toast-from': '-1rem' } },
  ],
  bottom: [
    regionBase,
    { bottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`, vars: { '--toast-from': '1rem' } },
  ],
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  borderInlineStart: '6px solid transparent',
  background: vars.color.toast,
  color: vars.color.onToast,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'auto',
  animation: `${enter} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const toast = styleVariants({
  info: [toastBase],
  success: [toastBase, { borderInlineStartColor: '#3fb950' }],
  error: [toastBase, { borderInlineStartColor: '#f85149' }],
})

export const text = style({ flex: 1, paddingBlock: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' })

export const title = style({ fontWeight: vars.fontWeight.bold })

export const dismiss = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&:hover': { background: 'rgb(255 255 255 / 0.12)' } },
})
