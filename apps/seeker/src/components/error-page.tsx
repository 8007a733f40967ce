import { Button } from '@localjobs/ui/button'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import * as styles from './message-page.css.ts'

/** Shown in place of a page whose data could not be loaded; the header and footer stay usable. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>Jobs could not be loaded</h1>
      <p>Check your internet connection and try again.</p>
      <div>
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Try again
        </Button>
      </div>
    </div>
  )
}
