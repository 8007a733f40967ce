import type { ReactNode } from 'react'
import * as styles from './breadcrumbs.css.ts'

export interface BreadcrumbItem {
  label: ReactNode
  /** Where the crumb leads; the last item is the current page and is not a link. */
  href?: string
}

export interface RenderLinkProps {
  href: string
  className: string
  children: ReactNode
}

export interface BreadcrumbsProps {
  /** From the home page to the current page, e.g. Home Page, Jobs, Job Detail. */
  items: readonly BreadcrumbItem[]
  /** Draws a link, e.g. with the app router's Link; a plain <a> otherwise. */
  renderLink?: (props: RenderLinkProps) => ReactNode
  /** Names the navigation landmark, in the user's language. */
  label?: string
  className?: string
}

const plainLink = ({ href, className, children }: RenderLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
)

/** A breadcrumb trail: a labelled nav landmark with an ordered list; the last item is the current page. */
export function Breadcrumbs({
  items,
  renderLink = plainLink,
  label = 'Breadcrumb',
  className,
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail's position is its identity; labels may repeat.
            <li key={index} className={styles.item}>
              {index > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  ›
                </span>
              )}
              {isCurrent || item.href === undefined ? (
                <span className={styles.current} aria-current={isCurrent ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
