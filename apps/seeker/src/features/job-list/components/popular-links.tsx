import { Link } from '@tanstack/react-router'
import type { ListLink } from '../popular-links.ts'
import * as styles from './popular-links.css.ts'

/** A titled list of links to job-list pages; nothing when there are none. */
export function PopularLinks({ title, links }: { title: string; links: readonly ListLink[] }) {
  if (links.length === 0) return null
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.slug}>
            <Link to="/$slug" params={{ slug: link.slug }} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
