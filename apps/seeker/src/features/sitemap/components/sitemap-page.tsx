import { categoryJobsLink, locationJobsLink } from '@localjobs/api-client/seeker-urls'
import { formatNumber } from '@localjobs/ui/format'
import { AppLink } from '#src/app/app-link.tsx'
import { PageBreadcrumbs } from '#src/app/page-breadcrumbs.tsx'
import * as pageStyles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import type { SitemapPage } from '../api/load-sitemap-page.ts'
import * as styles from './sitemap-page.css.ts'

/** Every category and place with live jobs, linked to their job lists. */
export function SitemapPageView({ page }: { page: SitemapPage }) {
  const t = useMessages('common')
  const places = useMessages('places')
  return (
    <>
      <PageBreadcrumbs items={[{ label: t.homePage, href: '/jobs' }, { label: t.sitemap }]} />
      <h1 className={pageStyles.heading}>{t.sitemap}</h1>
      <section aria-labelledby="by-category" className={styles.section}>
        <h2 id="by-category" className={styles.heading}>
          {t.jobsByCategory}
        </h2>
        <div className={styles.columns}>
          {page.categories.map((category) => (
            <div key={category.slug} className={styles.group}>
              <h3 className={styles.groupTitle}>
                {category.name}{' '}
                <span className={styles.count}>
                  ({places.jobCount({ count: formatNumber(category.jobs) })})
                </span>
              </h3>
              <ul className={styles.list}>
                {category.places.map((place) => (
                  <li key={place.slug}>
                    <AppLink href={categoryJobsLink(category.slug, place.slug)} className={styles.link}>
                      {t.categoryJobsIn({ category: category.name, location: place.name })}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="by-location" className={styles.section}>
        <h2 id="by-location" className={styles.heading}>
          {t.jobsByLocation}
        </h2>
        <ul className={styles.places}>
          {page.locations.map((location) => (
            <li key={location.slug}>
              <AppLink href={locationJobsLink(location.slug)} className={styles.link}>
                {t.jobsIn({ location: location.name })}
              </AppLink>{' '}
              <span className={styles.count}>({formatNumber(location.jobs)})</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
