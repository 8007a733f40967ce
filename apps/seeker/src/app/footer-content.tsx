import {
  CREATE_ACCOUNT_LINK,
  categoryJobsLink,
  findAJobLink,
  locationJobsLink,
  POST_A_JOB_LINK,
} from '@localjobs/api-client/seeker-urls'
import type { SupportContact } from '@localjobs/web-app/app-env'
import type { ReactNode } from 'react'
import type { Messages } from '#src/i18n/translations.ts'
import { productName } from '#src/lib/site.ts'
import type { FooterLinks } from './footer-links.ts'
import * as styles from './seeker-shell.css.ts'

export interface FooterContentProps {
  t: Messages<'common'>
  words: Messages<'static'>
  support: SupportContact
  links: FooterLinks
  /** the job-list slug of the page, for 'Find a job' */
  listSlug: string | undefined
}

function LinkList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.footerHeading}>{title}</h2>
      <ul className={styles.linkList}>{children}</ul>
    </nav>
  )
}

/**
 * The footer's markup: links in the spec's formats (api-client's link builders), the sitemap, support
 * contact and the warning never to pay a recruiter. Rendered on the server only (see SiteFooter).
 */
export function FooterContent({ t, words, support, links, listSlug }: FooterContentProps) {
  return (
    <div className={styles.footerInner}>
      <LinkList title={t.jobsByLocation}>
        {links.locations.map((location) => (
          <li key={location.slug}>
            <a href={locationJobsLink(location.slug)} className={styles.footerLink}>
              {t.jobsIn({ location: location.title })}
            </a>
          </li>
        ))}
      </LinkList>
      <LinkList title={t.jobsByCategory}>
        {links.categoryLocations.map(({ category, location }) => (
          <li key={`${category.slug}-${location.slug}`}>
            <a href={categoryJobsLink(category.slug, location.slug)} className={styles.footerLink}>
              {t.categoryJobsIn({ category: category.title, location: location.title })}
            </a>
          </li>
        ))}
      </LinkList>
      <LinkList title={productName}>
        <li>
          <a href={findAJobLink(listSlug)} className={styles.footerLink} data-find-a-job="">
            {words.findAJob}
          </a>
        </li>
        {/* The spec sends both of these to /jobs until sign-up and posting pages exist. */}
        <li>
          <a href={CREATE_ACCOUNT_LINK} className={styles.footerLink}>
            {words.createAccount}
          </a>
        </li>
        <li>
          <a href={POST_A_JOB_LINK} className={styles.footerLink}>
            {words.postAJob}
          </a>
        </li>
        <li>
          <a href="/jobs/sitemap" className={styles.footerLink}>
            {t.sitemap}
          </a>
        </li>
      </LinkList>
      <div className={styles.notice}>
        <p>
          <strong>{words.fraudWarningTitle}</strong> {words.fraudWarning({ product: productName })}
        </p>
        <p>{words.supportIntro}</p>
        <ul className={styles.linkList}>
          <li>
            <a href={`mailto:${support.email}`} className={styles.contactLink}>
              {support.email}
            </a>
          </li>
          <li>
            <a href={`tel:${support.phone.replace(/[^+\d]/g, '')}`} className={styles.contactLink}>
              {support.phone}
            </a>
          </li>
        </ul>
      </div>
    </div>
  )
}
