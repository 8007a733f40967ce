import { Button } from '@localjobs/ui/button'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import * as styles from './message-page.css.ts'

export interface ErrorPageProps extends ErrorComponentProps {
  /** what could not be shown, in the app's words, e.g. 'Jobs could not be loaded' */
  title: string
  /** what to do about it, in the page's language */
  advice?: string
  /** the retry button's label, in the page's language */
  retryLabel?: string
}

/**
 * Shown in place of a page whose data could not be loaded; the header and footer stay usable. The error
 * itself is not shown: its message may name internal addresses.
 */
export function ErrorPage({
  reset,
  title,
  advice = 'Check your internet connection and try again.',
  retryLabel = 'Try again',
}: ErrorPageProps) {
  const router = useRouter()
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>{title}</h1>
      <p>{advice}</p>
      <div>
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {retryLabel}
        </Button>
      </div>
    </div>
  )
}
