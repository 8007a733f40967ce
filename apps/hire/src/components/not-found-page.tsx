import { Link } from '@tanstack/react-router'
import * as styles from './message-page.css.ts'

/** What every unknown address under /hire shows, with a real 404 status. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <p>This page does not exist yet or has moved.</p>
      <p>
        <Link to="/">Go to the employer home page</Link>
      </p>
    </div>
  )
}
