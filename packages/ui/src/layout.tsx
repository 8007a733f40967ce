import type { HTMLAttributes, ReactNode } from 'react'
import * as styles from './layout.css.ts'

export type { Space } from './layout.css.ts'
export { pageContainer } from './layout.css.ts'

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

type BoxElement = 'div' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'form'

interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a list (`ul`, `ol`) loses its bullets and indent. */
  as?: BoxElement
  children?: ReactNode
}

/** Children one under the other, `gap` apart (a theme space; `md` by default). */
export function Stack({
  as: Element = 'div',
  gap = 'md',
  className,
  ...rest
}: BoxProps & { gap?: styles.Space }) {
  const list = Element === 'ul' || Element === 'ol'
  return <Element className={classes(styles.stack[gap], list && styles.bare, className)} {...rest} />
}

/**
 * Children side by side, `gap` apart, wrapping onto the next line when they do not fit (a 320 px phone in
 * Telugu), unless `wrap={false}`. Centred vertically unless `align` says otherwise.
 */
export function Inline({
  as: Element = 'div',
  gap = 'sm',
  wrap = true,
  align,
  justify,
  className,
  ...rest
}: BoxProps & {
  gap?: styles.Space
  wrap?: boolean
  align?: keyof typeof styles.align
  justify?: keyof typeof styles.justify
}) {
  const list = Element === 'ul' || Element === 'ol'
  return (
    <Element
      className={classes(
        styles.inline[gap],
        !wrap && styles.noWrap,
        align && styles.align[align],
        justify && styles.justify[justify],
        list && styles.bare,
        className,
      )}
      {...rest}
    />
  )
}

const SIZE_BY_LEVEL = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'md', 6: 'md' } as const

/**
 * A heading of the page outline: `level` is its place in the outline (h1-h6), `size` how big it looks
 * (by default from the level), so the outline and the look can differ without another style.
 */
export function Heading({
  level,
  size = SIZE_BY_LEVEL[level],
  className,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & {
  level: 1 | 2 | 3 | 4 | 5 | 6
  size?: keyof typeof styles.heading
  children?: ReactNode
}) {
  const Element = `h${level}` as const
  return <Element className={classes(styles.heading[size], className)} {...rest} />
}

/** The page's width: centred, at most the content width, with room at the screen's edges. */
export function PageContainer({ as: Element = 'div', className, ...rest }: BoxProps) {
  return <Element className={classes(styles.pageContainer, className)} {...rest} />
}
