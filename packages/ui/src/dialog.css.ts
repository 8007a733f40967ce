import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { above } from './breakpoints.ts'
import { vars } from './theme.css.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } })

const base = style({
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  selectors: {
    // A literal colour: ::backdrop did not inherit custom properties before Chrome 122, still common on
    // phones that are never updated.
    '&::backdrop': { background: 'rgb(16 24 40 / 0.55)' },
    '&[open]': { display: 'flex', flexDirection: 'column' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const dialog = styleVariants({
  modal: [
    base,
    {
      width: 'calc(100% - 2rem)',
      maxWidth: '32rem',
      maxHeight: ['calc(100vh - 2rem)', 'calc(100dvh - 2rem)'],
      borderRadius: vars.radius.md,
      animation: `${fadeIn} 150ms ease-out`,
    },
  ],
  sheet: [
    base,
    {
      width: '100%',
      maxWidth: '100%',
      // dvh leaves room for the Android address bar, which 100vh ignores.
      maxHeight: ['90vh', '90dvh'],
      margin: 0,
      marginBlockStart: 'auto',
      borderRadius: `16px 16px 0 0`,
      animation: `${slideUp} 200ms ease-out`,
      '@media': {
        [above('md')]: {
          margin: 'auto',
          width: 'calc(100% - 2rem)',
          maxWidth: '32rem',
          borderRadius: vars.radius.md,
          animation: `${fadeIn} 150ms ease-out`,
        },
      },
    },
  ],
})

export const handle = style({
  alignSelf: 'center',
  width: '2.5rem',
  height: '4px',
  marginBlockStart: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  '@media': { [above('md')]: { display: 'none' } },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  paddingBlockEnd: 0,
})

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  paddingBlock: vars.space.sm,
})

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  marginBlockStart: `calc(-1 * ${vars.space.xxs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

export const description = style({ paddingInline: vars.space.md, color: vars.color.textMuted })

export const content = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 })

export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
})

export const actions = styleVariants({
  modal: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    padding: vars.space.md,
    paddingBlockStart: 0,
  },
  sheet: {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    // Keeps the buttons above the gesture bar on phones with no home button.
    paddingBlockEnd: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  },
})
