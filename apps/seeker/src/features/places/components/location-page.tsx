import { locationJobsLink } from '@localjobs/api-client/seeker-urls'
import { TextField } from '@localjobs/ui/text-field'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { AppLink } from '#src/app/app-link.tsx'
import * as pageStyles from '#src/components/list-page.css.ts'
import * as popular from '#src/components/popular-links.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import type { StateCities } from '../places.ts'
import * as styles from './places.css.ts'

/** Every city with a job list, by state, with a filter box and the way to jobs near the person. */
export function LocationPage({ states }: { states: readonly StateCities[] }) {
  const t = useMessages('places')
  const common = useMessages('common')
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLowerCase()
  const shown = states
    .map(({ state, cities }) => ({
      state,
      cities: wanted ? cities.filter((city) => city.title.toLowerCase().includes(wanted)) : cities,
    }))
    .filter(({ cities }) => cities.length > 0)
  return (
    <>
      <h1 className={pageStyles.heading}>{common.chooseLocation}</h1>
      <div className={pageStyles.actions}>
        <Link to="/jobs-near-me" className={popular.link}>
          {common.jobsNearMe}
        </Link>
      </div>
      <div className={styles.search}>
        <TextField label={t.findCity} value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {shown.length === 0 && <p role="status">{t.noCity}</p>}
      {shown.map(({ state, cities }) => (
        <section key={state} aria-label={state} className={styles.state}>
          <h2 className={styles.stateName}>{state}</h2>
          <ul className={styles.cities}>
            {cities.map((city) => (
              <li key={city.id}>
                <AppLink href={locationJobsLink(city.slug)} className={styles.cityLink}>
                  {common.jobsIn({ location: city.title })}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
