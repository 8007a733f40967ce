import type { MessagesOf } from '../../translations.ts'

/** Choosing a place: the location page, jobs near me, the sitemap. */
const places = {
  findCity: 'Find your city',
  noCity: 'No city by that name has jobs yet.',
  allCities: 'See all cities',
  jobCount: ({ count }: { count: string }) => `${count} jobs`,
  locating: 'Finding where you are',
  jobsNear: ({ place }: { place: string }) => `Jobs near ${place}`,
  locationDenied:
    'We could not use your location because permission was denied. Choose your city below, or allow location for this site in your browser settings and try again.',
  locationUnavailable: 'Your location could not be found on this device. Choose your city below.',
  locationNeedsHttps:
    'Finding your location needs a secure (https) connection, and this page was opened over plain http. Choose your city below, or open the site again with https:// at the start of its address.',
  nearestFirst: "Nearest jobs first. Distances are to each job's area.",
  noPlaceNearby: 'We could not find a place with jobs near you. Choose your city below.',
  tryLocationAgain: 'Try my location again',
  pickCity: 'Your city',
  pickCityPlaceholder: 'Choose a city',
  showJobs: 'Show jobs',
}

export type PlaceMessages = MessagesOf<typeof places>
export default places
