import { Button } from '@localjobs/ui/button'
import { type ErrorComponentProps, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as styles from './message-page.css.ts'
import { reportPageError } from './page-error-report.ts'
import type { RouterContext } from './router.ts'

export interface ErrorPageProps extends ErrorComponentProps {
  /** what could not be shown, in the app's words, e.g. 'Jobs could not be loaded' */
  title: string
  /** what to do about it, in the page's language */
  advice?: string
  /** the retry button's label, in the page's language */
  retryLabel?: string
  /** a way back: a link to the app's home page (a full page load, so nothing of the failed page stays) */
  home?: { href: string; label: string }
}

/**
 * Shown in place of a page that could not be loaded or failed to render (spec section 8: "Page-level render
 * errors show an empty area and are reported"): the header and footer stay usable, the page's area says so,
 * with a way to try again and a way back home. The error itself is not shown (its message may name
 * internal addresses); it is reported to Sentry when error reporting is on (decision 042).
 */
export function ErrorPage({
  error,
  info,
  reset,
  title,
  advice = 'Check your internet connection and try again.',
  retryLabel = 'Try again',
  home,
}: ErrorPageProps) {
  const router = useRouter()
  const reporting = useRouteContext({
    from: '__root__',
    select: (context: RouterContext) => context.site.errorReporting,
  })
  useEffect(() => reportPageError(reporting, error, info?.componentStack), [reporting, error, info])
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
      {home ? (
        <p>
          <a href={home.href} className={styles.link}>
            {home.label}
          </a>
        </p>
      ) : null}
    </div>
  )
}
