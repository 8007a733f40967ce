import { vars } from '@localjobs/ui/theme'
import { style, styleVariants } from '@vanilla-extract/css'

export const form = style({ display: 'grid', gap: vars.space.md })

const noticeBase = style({ margin: 0, overflowWrap: 'anywhere' })

export const notice = styleVariants({
  done: [noticeBase, { fontWeight: vars.fontWeight.bold }],
  problem: [noticeBase, { color: vars.color.danger, fontWeight: vars.fontWeight.bold }],
})
