import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
})

export const icon = style({ color: vars.color.textMuted, fontSize: '3rem', lineHeight: 1 })

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight })

export const description = style({ maxWidth: '32rem', color: vars.color.textMuted })

export const action = style({ marginBlockStart: vars.space.xs })
