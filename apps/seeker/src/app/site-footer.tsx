import { feedInfiniteQueryOptions } from '@localjobs/api-client/classifieds/feed'
import { locationsSlug, parseSeekerListSlug } from '@localjobs/api-client/seeker-urls'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useParams, useRouteContext } from '@tanstack/react-router'
import {
  type ListLink,
  popularCategoryLocationLinks,
  popularLocationLinks,
} from '#src/features/job-list/popular-links.ts'
import { productName } from '#src/lib/site.ts'
import * as styles from './seeker-shell.css.ts'

/** The location of the list being shown, if the address names one. */
function currentLocationSlug(slug: string | undefined): string | null {
  const parsed = slug ? parseSeekerListSlug(slug) : null
  if (parsed?.kind === 'category-location') return parsed.location
  if (parsed?.kind === 'locations') return parsed.locations
  return null
}

/** A titled list of links to job-list pages. */
function FooterLinks({ title, links }: { title: string; links: readonly ListLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.footerHeading}>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.slug}>
            <Link to="/$slug" params={{ slug: link.slug }} className={styles.footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Footer links in the spec's formats ('/jobs/jobs-in-{location}', '/jobs/{category}-jobs-in-{location}'),
 * taken from where the newest jobs are, so every link leads to a list with jobs in it.
 */
export function SiteFooter() {
  const { api } = useRouteContext({ from: '__root__' })
  const { slug } = useParams({ strict: false })
  // Primed by the root loader; without it (API down) the footer simply has fewer links.
  const { data } = useInfiniteQuery(feedInfiniteQueryOptions(api, {}))
  const latest = data?.pages[0]?.results ?? []
  const location = currentLocationSlug(slug)

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <FooterLinks title="Jobs by location" links={popularLocationLinks(latest, 5)} />
        <FooterLinks title="Jobs by category" links={popularCategoryLocationLinks(latest, 5)} />
        <nav aria-label={productName}>
          <h2 className={styles.footerHeading}>{productName}</h2>
          <ul className={styles.linkList}>
            <li>
              {location ? (
                <Link to="/$slug" params={{ slug: locationsSlug([location]) }} className={styles.footerLink}>
                  Find a job
                </Link>
              ) : (
                <Link to="/" className={styles.footerLink}>
                  Find a job
                </Link>
              )}
            </li>
            {/* The spec sends both of these to /jobs until sign-up and posting pages exist. */}
            <li>
              <Link to="/" className={styles.footerLink}>
                Create account
              </Link>
            </li>
            <li>
              <Link to="/" className={styles.footerLink}>
                Post a job
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.notice}>
          <strong>Never pay to get a job.</strong> {productName} is free for job seekers. If a recruiter asks
          you for money, do not pay and report the job to us.
        </p>
      </div>
    </footer>
  )
}
