import { ensureCsrfToken } from '@localjobs/api-client/auth/csrf'
import { Heading } from '@localjobs/ui/layout'
import { type ReactNode, useId } from 'react'
import * as styles from './login-panel.css.ts'
import { LoginSteps, type LoginStepsProps, preloadPasswordSteps } from './login-steps.tsx'

export interface LoginPanelProps<R> extends LoginStepsProps<R> {
  /** The level of the panel's heading: 1 when the panel is the page (the hire app's sign-in page). */
  headingLevel?: 1 | 2
  /** Words under the heading of the first step in place of `messages.intro` (e.g. an enterprise path). */
  intro?: string
  /** Under the steps: other ways in (the hire app's "Enterprise account" switch); hidden when cookies are blocked. */
  footer?: ReactNode
}

/**
 * The login steps (`./login-steps.tsx`) on a page rather than in a modal: a section with the step's title
 * as its heading, the step's description and its form, one after the other. Nothing to close: the page is
 * the login. The cookie-blocked message shows in the panel in place of the steps. The CSRF cookie is
 * fetched on the first touch of the form, not when the page loads.
 */
function warmUp<R>({ api, calls }: LoginStepsProps<R>) {
  void ensureCsrfToken(api)
  if ('passwordLogin' in calls) preloadPasswordSteps()
}

export function LoginPanel<R>({ headingLevel = 2, intro, footer, ...props }: LoginPanelProps<R>) {
  const headingId = useId()
  return (
    <LoginSteps
      {...props}
      intro={intro}
      warmUp="touch"
      frame={({ title, description, body }, blocked) => (
        <section
          aria-labelledby={headingId}
          className={styles.panel}
          // The CSRF cookie the first POST needs, and the password steps' code, fetched when someone starts on
          // the form rather than with the page: the API client's code stays out of the page's first load.
          onFocusCapture={() => warmUp(props)}
          onPointerDownCapture={() => warmUp(props)}
        >
          <Heading level={headingLevel} id={headingId}>
            {title}
          </Heading>
          {blocked ? null : <p className={styles.description}>{description}</p>}
          <div className={styles.body}>{body}</div>
          {blocked ? null : footer}
        </section>
      )}
    />
  )
}
