import { type BreadcrumbItem, Breadcrumbs } from '@localjobs/ui/breadcrumbs'
import type { ReactNode } from 'react'
import * as styles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { AppLink } from './app-link.tsx'

const renderLink = ({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: ReactNode
}) => (
  <AppLink href={href} className={className}>
    {children}
  </AppLink>
)

/** The trail above a seeker page (spec section 2: Home Page, Jobs, Job Detail, Sitemap), in the page language. */
export function PageBreadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const common = useMessages('common')
  return (
    <Breadcrumbs
      className={styles.breadcrumbs}
      label={common.breadcrumb}
      items={items}
      renderLink={renderLink}
    />
  )
}
