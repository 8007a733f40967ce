import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import type { City } from '../api/filter-data.ts'
import type { FilterState } from '../filter-selection.ts'
import { FilterPanel } from './filter-panel.tsx'

afterEach(cleanup)

const cities: City[] = [
  { id: 9, title: 'Hyderabad', slug: 'hyderabad' },
  { id: 31, title: 'Pune', slug: 'pune' },
]
const localitiesOf: Record<number, [number, string][]> = {
  9: [[901, 'Madhapur']],
  31: [[3101, 'Baner']],
}

/** filters_v2: Preferred Location lists each asked city's localities, titled with the city when several. */
function filtersOf(url: URL) {
  const several = url.searchParams.getAll('location_ids').map(Number)
  const asked = several.length > 0 ? several : [Number(url.searchParams.get('location_id') ?? 9)]
  const title = (name: string, cityId: number) =>
    asked.length > 1 ? `${name}, ${cities.find((city) => city.id === cityId)?.title}` : name
  const preferredLocation: FilterOption = {
    id: 1,
    title: 'Preferred Location',
    english_name: 'Preferred Location',
    type: 'checkbox',
    filter_value: asked.flatMap((cityId) =>
      (localitiesOf[cityId] ?? []).map(([id, name]) => ({
        id,
        title: title(name, cityId),
        english_name: title(name, cityId),
      })),
    ),
  }
  return { filters: [preferredLocation] }
}

async function renderPanel(initial: FilterState) {
  const { fetch, requests } = fakeFetch(async (request) => jsonResponse(filtersOf(new URL(request.url))))
  const rendered = await renderSeeker({
    root: () => (
      <Suspense fallback={null}>
        <FilterPanel initial={initial} cities={cities} />
      </Suspense>
    ),
    routes: [
      { path: '/$slug', component: () => null },
      { path: '/jobsFiltering', component: () => null },
    ],
    fetch,
  })
  const form = await screen.findByRole('form', { name: 'Filters' })
  return { ...rendered, requests, form }
}

const preferred = (form: HTMLElement) =>
  within(form)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).name === 'f1')
    .map((box) => box.closest('label')?.textContent ?? box.getAttribute('aria-label'))

describe('FilterPanel with several cities', () => {
  it('ticking a second city offers the localities of both, each naming its city', async () => {
    const { form } = await renderPanel({ cityId: 9, selection: {} })
    await waitFor(() => expect(preferred(form)).toEqual(['Madhapur']))

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Pune' }))

    await waitFor(() => expect(preferred(form)).toEqual(['Madhapur, Hyderabad', 'Baner, Pune']))
  })

  it('unticking a city does not send the locality chosen in it', async () => {
    const { form, router } = await renderPanel({ cityId: 9, cityIds: [9, 31], selection: { 1: [3101] } })
    await waitFor(() => expect(within(form).getByRole('checkbox', { name: 'Baner, Pune' })).toBeTruthy())
    expect((within(form).getByRole('checkbox', { name: 'Baner, Pune' }) as HTMLInputElement).checked).toBe(
      true,
    )

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Pune' }))
    await waitFor(() => expect(preferred(form)).toEqual(['Madhapur']))
    fireEvent.click(within(form).getByRole('button', { name: 'Show jobs' }))

    // Nothing left chosen in Hyderabad alone: its list address.
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-in-hyderabad'))
  })
})
