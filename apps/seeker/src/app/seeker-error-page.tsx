import { ErrorPage, type ErrorPageProps } from '@localjobs/web-app/error-page'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouteContext } from '@tanstack/react-router'

/** The error page in the page's language (English if the messages themselves could not be loaded). */
export function SeekerErrorPage(props: ErrorComponentProps) {
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  let words: Pick<ErrorPageProps, 'title' | 'advice' | 'retryLabel'> = { title: 'Jobs could not be loaded' }
  try {
    const t = i18n.get('common')
    words = { title: t.errorTitle, advice: t.errorAdvice, retryLabel: t.tryAgain }
  } catch {
    // the English defaults above
  }
  return <ErrorPage {...props} {...words} />
}
