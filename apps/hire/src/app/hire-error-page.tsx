import { ErrorPage } from '@localjobs/web-app/error-page'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { basePath } from '#src/base-path.ts'
import { useMessages } from '#src/i18n/translations.ts'

/**
 * The error area in place of a page that failed (spec section 8), in the page's language, with a way back
 * to the employer home page; reported when error reporting is on (decision 042).
 */
export function HireErrorPage(props: ErrorComponentProps) {
  const t = useMessages('common')
  return <ErrorPage {...props} title={t.errorTitle} home={{ href: basePath, label: t.goHome }} />
}
