import type { NearbyJobsResponse } from '@localjobs/api-client/classifieds/nearby'
import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { JobsNearMePage } from './jobs-near-me-page.tsx'

type Answer =
  | { coords: { latitude: number; longitude: number } }
  | { error: { code: number; message: string } }

const getCurrentPosition = vi.fn()

/** A browser at a secure or plain-http address, whose geolocation answers `answer`. */
function browser({ secure, answer }: { secure: boolean; answer: Answer }) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true })
  getCurrentPosition.mockImplementation(
    (found: (position: unknown) => void, failed: (error: unknown) => void) => {
      if ('coords' in answer) found(answer)
      else failed(answer.error)
    },
  )
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
}

const nearbyPage = (overrides: Partial<NearbyJobsResponse> = {}): NearbyJobsResponse => ({
  results: [
    { ...aClassified({ id: 11 }), distance_km: 0.4 },
    {
      ...aClassified({ id: 12, locality: { id: 502, title: 'Gachibowli' } }),
      distance_km: 2.4,
    },
    { ...aClassified({ id: 13, locality: { id: 503, title: 'Ameerpet' } }), distance_km: 100000 },
  ],
  next_cursor: null,
  hasMore: false,
  place: {
    id: 501,
    title: 'Madhapur',
    short_name: 'TG',
    image: null,
    locale: 'en',
    places: ['Hyderabad'],
    type: 'locality',
    english_name: 'Madhapur',
    city: { id: 9, title: 'Hyderabad', slug: 'hyderabad' },
    distance_km: 0.4,
  },
  ...overrides,
})

async function renderPage(answer: (request: Request) => Response = () => jsonResponse(nearbyPage())) {
  const { fetch, requests } = fakeFetch((request) =>
    new URL(request.url).pathname.endsWith('/cities/') ? jsonResponse({ results: [] }) : answer(request),
  )
  await renderSeeker({ root: JobsNearMePage, fetch })
  return { requests }
}

beforeEach(() => {
  getCurrentPosition.mockReset()
})
afterEach(cleanup)

describe('JobsNearMePage', () => {
  it('over plain http says that finding the location needs https, offers the city picker, and asks nothing', async () => {
    browser({ secure: false, answer: { error: { code: 1, message: 'Only secure origins are allowed' } } })
    await renderPage()

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('needs a secure (https) connection')
    expect(alert.textContent).not.toContain('permission was denied')
    expect(within(alert).getByLabelText('Your city')).toBeTruthy()
    expect(within(alert).queryByRole('button', { name: 'Try my location again' })).toBeNull()
    expect(getCurrentPosition).not.toHaveBeenCalled()
  })

  it('says so when permission was denied, with a way to try again', async () => {
    browser({ secure: true, answer: { error: { code: 1, message: 'User denied Geolocation' } } })
    await renderPage()

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('permission was denied')
    expect(within(alert).getByRole('button', { name: 'Try my location again' })).toBeTruthy()
  })

  it('lists the jobs near the person nearest first, each with its distance, under the nearest place', async () => {
    browser({ secure: true, answer: { coords: { latitude: 17.448312, longitude: 78.391487 } } })
    const { requests } = await renderPage()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs near Madhapur, Hyderabad' }),
    ).toBeTruthy()
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(3)
    expect(within(cards[0] as HTMLElement).getByText('Madhapur, Hyderabad · 0.4 km away')).toBeTruthy()
    expect(within(cards[1] as HTMLElement).getByText('Gachibowli, Hyderabad · 2.4 km away')).toBeTruthy()
    expect(within(cards[2] as HTMLElement).getByText('Ameerpet, Hyderabad · 1,00,000 km away')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Jobs in Hyderabad' }).getAttribute('href')).toBe(
      '/jobs/jobs-in-hyderabad',
    )
    // The position goes to the API to about 100 m, no finer.
    const asked = new URL(requests.find((request) => request.url.includes('/nearby/'))?.url ?? '')
    expect(asked.searchParams.get('lat')).toBe('17.448')
    expect(asked.searchParams.get('long')).toBe('78.391')
  })

  it('speaks Telugu on a Telugu page', async () => {
    browser({ secure: false, answer: { error: { code: 1, message: 'insecure' } } })
    const { fetch } = fakeFetch(() => jsonResponse({ results: [] }))
    await renderSeeker({ root: JobsNearMePage, fetch, locale: 'te' })

    expect((await screen.findByRole('alert')).textContent).toContain('సురక్షిత (https) కనెక్షన్')
  })

  it('offers the city picker when no place with jobs is near', async () => {
    browser({ secure: true, answer: { coords: { latitude: 0, longitude: 0 } } })
    await renderPage(() => jsonResponse(nearbyPage({ results: [], place: null })))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('could not find a place with jobs near you')
    expect(within(alert).getByLabelText('Your city')).toBeTruthy()
  })
})
