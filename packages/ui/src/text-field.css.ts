import { style } from '@vanilla-extract/css'

export const textarea = style({ minHeight: '7.5rem', resize: 'vertical' })
