import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as styles from './message-page.css.ts'

export interface NotFoundPageProps {
  /** why the address may not exist, in the app's words */
  children: ReactNode
  /** the text of the link to the app's home page */
  homeLink: string
  /** the heading, in the page's language */
  title?: string
}

/**
 * What every unknown address of an app shows, with a real 404 status: the root route's
 * `notFoundComponent: () => <NotFoundPage homeLink="…">why</NotFoundPage>`.
 */
export function NotFoundPage({ children, homeLink, title = 'Page not found' }: NotFoundPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>{children}</p>
      <p>
        <Link to="/" className={styles.link}>
          {homeLink}
        </Link>
      </p>
    </div>
  )
}
