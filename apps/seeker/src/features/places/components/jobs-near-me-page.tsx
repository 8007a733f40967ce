import { citiesQueryOptions, localitiesNearQueryOptions } from '@localjobs/api-client/locations'
import { locationsSlug } from '@localjobs/api-client/seeker-urls'
import { Button } from '@localjobs/ui/button'
import { Select } from '@localjobs/ui/select'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { feedJobsQueryOptions } from '#src/features/job-list/api/job-list-queries.ts'
import { JobList } from '#src/features/job-list/components/job-list.tsx'
import { JobCardSkeletons } from '#src/features/job-list/components/job-list-skeleton.tsx'
import * as pageStyles from '#src/features/job-list/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { usePosition } from '../use-position.ts'
import * as styles from './places.css.ts'

/**
 * Jobs near me: asks the browser for the position, finds the nearest locality
 * (/locations/localities/search_latlong/) and lists the jobs of its city. A refusal, a browser without
 * geolocation or a failed lookup each say what happened and offer the city picker instead.
 */
export function JobsNearMePage() {
  const t = useMessages('places')
  const common = useMessages('common')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const { position, retry } = usePosition()
  const nearest = useQuery({
    ...localitiesNearQueryOptions(api, position.status === 'found' ? position : { lat: 0, long: 0 }),
    enabled: position.status === 'found',
  })
  const place = nearest.data?.results.find((item) => item.city?.slug)
  const problem =
    position.status === 'denied'
      ? t.locationDenied
      : position.status === 'unavailable'
        ? t.locationUnavailable
        : nearest.isError || (nearest.isSuccess && !place)
          ? t.noPlaceNearby
          : null

  return (
    <>
      <h1 className={pageStyles.heading}>
        {place?.city ? t.jobsNear({ place: `${place.title}, ${place.city.title}` }) : common.jobsNearMe}
      </h1>
      {problem ? (
        <div className={styles.panel} role="alert">
          <p>{problem}</p>
          {position.status !== 'found' && (
            <div>
              <Button variant="secondary" onClick={retry}>
                {t.tryLocationAgain}
              </Button>
            </div>
          )}
          <CityPicker />
        </div>
      ) : place?.city ? (
        <NearbyJobs citySlug={place.city.slug} />
      ) : (
        <SkeletonGroup label={t.locating}>
          <p aria-hidden="true">
            <Skeleton text width="60%" />
          </p>
          <JobCardSkeletons count={2} label={common.loadingJobs} />
        </SkeletonGroup>
      )}
      <p>
        <Link to="/location" className={styles.cityLink}>
          {t.allCities}
        </Link>
      </p>
    </>
  )
}

function NearbyJobs({ citySlug }: { citySlug: string }) {
  const common = useMessages('common')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const list = useInfiniteQuery(feedJobsQueryOptions(api, { location_slug: citySlug }))
  if (!list.data) {
    return list.isError ? (
      <p role="alert">{common.errorAdvice}</p>
    ) : (
      <JobCardSkeletons count={3} label={common.loadingJobs} />
    )
  }
  return <JobList list={{ ...list, data: list.data }} />
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
