import { citiesQueryOptions } from '@localjobs/api-client/locations'
import { locationJobsLink, locationsSlug } from '@localjobs/api-client/seeker-urls'
import { Button } from '@localjobs/ui/button'
import { Select } from '@localjobs/ui/select'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { AppLink } from '#src/app/app-link.tsx'
import { JobList } from '#src/components/job-list.tsx'
import { JobCardSkeletons } from '#src/components/job-list-skeleton.tsx'
import * as pageStyles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { nearbyJobsQueryOptions } from '../api/nearby-jobs-queries.ts'
import { usePosition } from '../use-position.ts'
import * as styles from './places.css.ts'

/**
 * Jobs near me: asks the browser for the position and lists the live jobs around it, nearest area first,
 * each with its distance (/classifieds/classifieds/nearby/). A refusal, a page opened over plain http, a
 * browser without geolocation or a failed lookup each say what happened and offer the city picker instead.
 */
export function JobsNearMePage() {
  const t = useMessages('places')
  const common = useMessages('common')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const { position, retry } = usePosition()
  const nearby = useInfiniteQuery({
    ...nearbyJobsQueryOptions(api, position.status === 'found' ? position : { lat: 0, long: 0 }),
    enabled: position.status === 'found',
  })
  const first = nearby.data?.pages[0]
  const place = first?.place ?? null
  const problem =
    position.status === 'denied'
      ? t.locationDenied
      : position.status === 'insecure'
        ? t.locationNeedsHttps
        : position.status === 'unavailable'
          ? t.locationUnavailable
          : (nearby.isError && !nearby.data) || (first && first.jobs.length === 0)
            ? t.noPlaceNearby
            : null
  // Trying again helps when the person may still allow it or a fix may come; not over plain http.
  const canRetry = position.status === 'denied' || position.status === 'unavailable'
  const heading = place
    ? t.jobsNear({ place: place.city ? `${place.title}, ${place.city.title}` : place.title })
    : common.jobsNearMe

  return (
    <>
      <h1 className={pageStyles.heading}>{heading}</h1>
      {problem ? (
        <div className={styles.panel} role="alert">
          <p>{problem}</p>
          {canRetry && (
            <div>
              <Button variant="secondary" onClick={retry}>
                {t.tryLocationAgain}
              </Button>
            </div>
          )}
          <CityPicker />
        </div>
      ) : nearby.data && first ? (
        <>
          <p className={styles.note}>{t.nearestFirst}</p>
          <JobList list={{ ...nearby, data: nearby.data }} />
        </>
      ) : (
        <SkeletonGroup label={t.locating}>
          <p aria-hidden="true">
            <Skeleton text width="60%" />
          </p>
          <JobCardSkeletons count={2} label={common.loadingJobs} />
        </SkeletonGroup>
      )}
      <ul className={styles.links}>
        {place?.city && (
          <li>
            <AppLink href={locationJobsLink(place.city.slug)} className={styles.cityLink}>
              {common.jobsIn({ location: place.city.title })}
            </AppLink>
          </li>
        )}
        <li>
          <Link to="/location" className={styles.cityLink}>
            {t.allCities}
          </Link>
        </li>
      </ul>
    </>
  )
}

/**
 * Pick a city by hand: a native select (the phone's own picker) of every city with a job list. Without
 * JavaScript the form asks /jobs/location, which moves to the city's jobs.
 */
export function CityPicker() {
  const t = useMessages('places')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const navigate = useNavigate()
  const cities = useQuery(citiesQueryOptions(api, {}))
  const [city, setCity] = useState('')
  const options = (cities.data?.results ?? [])
    .filter((item) => item.slug)
    .map((item) => ({ value: item.slug ?? '', label: item.title }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (city) void navigate({ to: '/$slug', params: { slug: locationsSlug([city]) } })
  }
  return (
    <form method="get" action="/jobs/location" onSubmit={submit} className={styles.picker}>
      <Select
        label={t.pickCity}
        name="city"
        placeholder={t.pickCityPlaceholder}
        options={options}
        value={city}
        onChange={(event) => setCity(event.target.value)}
        required
      />
      <Button type="submit">{t.showJobs}</Button>
    </form>
  )
}
