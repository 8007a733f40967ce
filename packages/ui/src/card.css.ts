import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/**
 * A card: one item (a job, a step, a plan) on a bordered surface, its parts stacked. An app composes it:
 * `style([card, { ... }])`, or `className={card}` as it is.
 */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

/** A card lifted off the page with the theme's card shadow: an item that opens when tapped. */
export const raisedCard = style([card, { boxShadow: vars.shadow.card }])
