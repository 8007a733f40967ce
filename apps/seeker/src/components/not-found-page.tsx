import { Link } from '@tanstack/react-router'
import * as styles from './message-page.css.ts'

/** What every unknown address under /jobs shows, with a real 404 status. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <p>This page does not exist or the jobs it listed are no longer available.</p>
      <p>
        <Link to="/">See the latest jobs</Link>
      </p>
    </div>
  )
}
