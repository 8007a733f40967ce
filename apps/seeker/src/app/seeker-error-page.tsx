import { ErrorPage, type ErrorPageProps } from '@localjobs/web-app/error-page'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouteContext } from '@tanstack/react-router'
import { basePath } from '#src/base-path.ts'

/** The error page in the page's language (English if the messages themselves could not be loaded). */
export function SeekerErrorPage(props: ErrorComponentProps) {
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  let words: Pick<ErrorPageProps, 'title' | 'advice' | 'retryLabel' | 'home'> = {
    title: 'Jobs could not be loaded',
    home: { href: basePath, label: 'See the latest jobs' },
  }
  try {
    const t = i18n.get('common')
    words = {
      title: t.errorTitle,
      advice: t.errorAdvice,
      retryLabel: t.tryAgain,
      home: { href: basePath, label: t.seeLatestJobs },
    }
  } catch {
    // the English defaults above
  }
  return <ErrorPage {...props} {...words} />
}
