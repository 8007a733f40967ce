import type { Locale } from '@localjobs/api-client/classifieds/types'
import { Button } from '@localjobs/ui/button'
import { type ErrorComponentProps, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as styles from './message-page.css.ts'
import { reportPageError } from './page-error-report.ts'
import type { RouterContext } from './router.ts'
import { serviceUnavailable } from './service-unavailable.ts'

export interface ErrorPageProps extends ErrorComponentProps {
  /** what could not be shown, in the app's words, e.g. 'Jobs could not be loaded' */
  title: string
  /** what to do about it, in the page's language (default: check the connection, in the page's language) */
  advice?: string
  /** the retry button's label, in the page's language (default: "Try again", in the page's language) */
  retryLabel?: string
  /** a way back: a link to the app's home page (a full page load, so nothing of the failed page stays) */
  home?: { href: string; label: string }
  /**
   * The words shown instead of title and advice when the API is away (its call answered 503, or nothing;
   * decision 044): the page is fine, the service is down for a moment. Default: "Temporarily unavailable",
   * in the page's language.
   */
  unavailable?: { title: string; advice: string }
}

/**
 * The words for an outage, in the three languages: here, with the error page that each app loads only when a
 * page fails, rather than in the apps' messages, which every page loads.
 */
const UNAVAILABLE: Record<Locale, { title: string; advice: string }> = {
  en: { title: 'Temporarily unavailable', advice: 'Please try again in a moment.' },
  hi: { title: 'अभी उपलब्ध नहीं', advice: 'थोड़ी देर में फिर से कोशिश करें।' },
  te: { title: 'ప్రస్తుతం అందుబాటులో లేదు', advice: 'కాసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి.' },
}

/** The advice and the retry button's label when an app gives none, in the three languages. */
const DEFAULTS: Record<Locale, { advice: string; retryLabel: string }> = {
  en: { advice: 'Check your internet connection and try again.', retryLabel: 'Try again' },
  hi: { advice: 'अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।', retryLabel: 'फिर से कोशिश करें' },
  te: { advice: 'మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.', retryLabel: 'మళ్ళీ ప్రయత్నించండి' },
}

/** The errors of server renders that failed because the API was away, as the browser got them back. */
const hydratedOutages = new WeakSet<object>()

/**
 * Whether the page failed because the API was away. The error a server render failed with arrives in the
 * browser without what said so: the server marks the page instead (`OUTAGE_MARKER`, a meta tag), which the
 * browser takes for that error only and then removes (the page shows the same error again while Try again
 * loads; a later error speaks for itself).
 */
function isOutage(error: unknown): boolean {
  if (serviceUnavailable(error)) return true
  if (typeof document === 'undefined' || typeof error !== 'object' || error === null) return false
  const marker = document.querySelector('meta[name="localjobs-unavailable"]')
  if (marker) {
    hydratedOutages.add(error)
    marker.remove()
  }
  return hydratedOutages.has(error)
}

/**
 * Shown in place of a page that could not be loaded or failed to render (spec section 8: "Page-level render
 * errors show an empty area and are reported"): the header and footer stay usable, the page's area says so,
 * with a way to try again and a way back home; when the API is away, it says the service is down for a
 * moment instead (`unavailable`). The error itself is not shown (its message may name
 * internal addresses); it is reported to Sentry when error reporting is on (decision 042).
 */
export function ErrorPage({
  error,
  info,
  reset,
  title,
  advice,
  retryLabel,
  home,
  unavailable,
}: ErrorPageProps) {
  const router = useRouter()
  const reporting = useRouteContext({
    from: '__root__',
    select: (context: RouterContext) => context.site.errorReporting,
  })
  const locale = useRouteContext({
    from: '__root__',
    select: (context: RouterContext) => context.site.locale,
  })
  const outage = isOutage(error)
  // an outage is not a fault of the page: the API reports its own (decision 042)
  useEffect(() => {
    if (!outage) reportPageError(reporting, error, info?.componentStack)
  }, [outage, reporting, error, info])
  const defaults = DEFAULTS[locale] ?? DEFAULTS.en
  const words = outage
    ? (unavailable ?? UNAVAILABLE[locale] ?? UNAVAILABLE.en)
    : { title, advice: advice ?? defaults.advice }
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>{words.title}</h1>
      <p>{words.advice}</p>
      <div>
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {retryLabel ?? defaults.retryLabel}
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
