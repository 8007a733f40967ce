import { categoryJobsLink, locationJobsLink } from '@localjobs/api-client/seeker-urls'
import * as popular from '#src/components/popular-links.css.ts'
import type { Messages } from '#src/i18n/translations.ts'
import type { JobSummary } from '#src/lib/job-list-queries.ts'
import { popularCategoryLocations, popularLocations } from '#src/lib/popular-links.ts'
import * as faq from './faq.css.ts'
import { FaqContent } from './faq-content.tsx'

export interface HomeExtrasProps {
  t: Messages<'common'>
  words: Messages<'static'>
  /** the newest jobs, whose busiest categories and places are linked */
  jobs: readonly JobSummary[]
}

function LinkSection({
  title,
  links,
}: {
  title: string
  links: ReadonlyArray<{ href: string; label: string }>
}) {
  if (links.length === 0) return null
  return (
    <section className={popular.section} aria-label={title}>
      <h2 className={popular.heading}>{title}</h2>
      <ul className={popular.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={popular.link}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Below the home page's list: its busiest categories and places (the spec's link formats) and the FAQ. */
export function HomeExtrasContent({ t, words, jobs }: HomeExtrasProps) {
  return (
    <>
      <LinkSection
        title={t.jobsByCategory}
        links={popularCategoryLocations(jobs, 8).map(({ category, location }) => ({
          href: categoryJobsLink(category.slug, location.slug),
          label: t.categoryJobsIn({ category: category.title, location: location.title }),
        }))}
      />
      <LinkSection
        title={t.jobsByLocation}
        links={popularLocations(jobs, 8).map((location) => ({
          href: locationJobsLink(location.slug),
          label: t.jobsIn({ location: location.title }),
        }))}
      />
      <section className={faq.section} aria-labelledby="faq-title">
        <FaqContent t={words} />
      </section>
    </>
  )
}
