import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { City } from '#src/lib/filter-data.ts'
import type { FilterState } from '#src/lib/filter-selection.ts'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
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
  return { filters: [preferredLocation, gender, shift, jobType] }
}

const gender: FilterOption = {
  id: 10,
  title: 'Gender',
  english_name: 'Gender',
  type: 'radio',
  filter_value: [
    { id: 1, title: 'Any', english_name: 'Any' },
    { id: 2, title: 'Male', english_name: 'Male' },
    { id: 3, title: 'Female', english_name: 'Female' },
  ],
}
const shift: FilterOption = {
  id: 7,
  title: 'Shift timing',
  english_name: 'Shift timing',
  type: 'radio',
  filter_value: [
    { id: 1, title: 'Day', english_name: 'Day' },
    { id: 2, title: 'Night', english_name: 'Night' },
  ],
}
const jobType: FilterOption = {
  id: 6,
  title: 'Job type',
  english_name: 'Job type',
  type: 'checkbox',
  filter_value: [
    { id: 1, title: 'Full time', english_name: 'Full time' },
    { id: 2, title: 'Part time', english_name: 'Part time' },
  ],
}

type CountBody = {
  location_id?: number
  location_ids?: number[]
  filters: { id: number; filter_value: number[] }[]
}

/**
 * apply_filters/count/ as a fake: 200+ with nothing chosen, else 10 less per chosen value (so each
 * search has its own number); `hold` keeps the answers back until released, to see the button meanwhile.
 */
function countOf(body: CountBody) {
  const chosen = body.filters.reduce((sum, filter) => sum + filter.filter_value.length, 0)
  return chosen === 0 ? { count: 200, capped: true } : { count: 200 - 10 * chosen - 1, capped: false }
}

async function renderPanel(initial: FilterState, { hold = false } = {}) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const { fetch, requests } = fakeFetch(async (request) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/apply_filters/count/')) {
      if (hold) await held
      return jsonResponse(countOf((await request.clone().json()) as CountBody))
    }
    return jsonResponse(filtersOf(url))
  })
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
  /** The bodies of the count requests made so far. */
  const counted = () =>
    Promise.all(
      requests
        .filter((request) => request.url.endsWith('/apply_filters/count/'))
        .map(async (request) => (await request.clone().json()) as CountBody),
    )
  return { ...rendered, requests, form, counted, release }
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
    fireEvent.click(within(form).getByRole('button', { name: /^Show .*jobs$/ }))

    // Nothing left chosen in Hyderabad alone: its list address.
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-in-hyderabad'))
  })
})

const showButton = (form: HTMLElement) => within(form).getByRole('button', { name: /^Show .*jobs?$/ })
const group = (form: HTMLElement, title: string) =>
  [...form.querySelectorAll('details')].find((details) =>
    details.querySelector('summary')?.textContent?.startsWith(title),
  )
const chipNames = (form: HTMLElement) =>
  within(within(form).getByRole('group', { name: 'Chosen filters' }))
    .queryAllByRole('button')
    .map((chip) => chip.getAttribute('aria-label'))

describe('FilterPanel on a phone: groups, chips, clearing, the count', () => {
  it('starts with every group collapsed, the chosen values as chips at the top', async () => {
    const { form } = await renderPanel({ cityId: 9, selection: { 10: [3], 6: [1, 2] } })
    await waitFor(() => expect(group(form, 'Gender')).toBeTruthy())
    expect([...form.querySelectorAll('details')].map((details) => details.open)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(chipNames(form)).toEqual([
      'Remove Gender: Female',
      'Remove Job type: Full time',
      'Remove Job type: Part time',
    ])
    // The only city shows, but a search always has a city: it cannot be removed.
    expect(within(form).getByRole('group', { name: 'Chosen filters' }).textContent).toContain('Hyderabad')
  })

  it('says how many jobs match on the button, counted from the API (200+ past the cap)', async () => {
    const { form, counted } = await renderPanel({ cityId: 9, selection: {} })
    await waitFor(() => expect(showButton(form).textContent).toBe('Show 200+ jobs'))
    expect(await counted()).toEqual([{ location_id: 9, filters: [] }])
  })

  it('recounts once the ticks pause, and says "Show jobs" (still a working submit) while it counts', async () => {
    const { form, counted, release } = await renderPanel({ cityId: 9, selection: {} }, { hold: true })
    expect(showButton(form).textContent).toBe('Show jobs')
    expect(showButton(form).getAttribute('type')).toBe('submit')
    release()
    await waitFor(() => expect(showButton(form).textContent).toBe('Show 200+ jobs'))

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Full time' }))
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Part time' }))
    // Until the new search is counted the old number would be wrong.
    expect(showButton(form).textContent).toBe('Show jobs')
    await waitFor(() => expect(showButton(form).textContent).toBe('Show 179 jobs'))
    // The two quick ticks were counted once, together.
    expect(await counted()).toEqual([
      { location_id: 9, filters: [] },
      { location_id: 9, filters: [{ id: 6, filter_value: [1, 2] }] },
    ])
    expect(screen.getByRole('status').textContent).toBe('179 jobs match')
  })

  it('tapping the chosen radio again unchooses it and keeps the other filters', async () => {
    const { form } = await renderPanel({ cityId: 9, selection: { 10: [3], 6: [1] } })
    const female = await within(form).findByRole('radio', { name: 'Female' })
    expect((female as HTMLInputElement).checked).toBe(true)

    fireEvent.click(female)

    expect((female as HTMLInputElement).checked).toBe(false)
    expect(chipNames(form)).toEqual(['Remove Job type: Full time'])
    expect((within(form).getByRole('checkbox', { name: 'Full time' }) as HTMLInputElement).checked).toBe(true)
    await waitFor(() => expect(showButton(form).textContent).toBe('Show 189 jobs'))
  })

  it("a group's Clear unchooses that group only", async () => {
    const { form } = await renderPanel({ cityId: 9, selection: { 10: [3], 7: [2], 6: [1] } })
    const clearGender = await within(form).findByRole('button', { name: 'Clear Gender' })

    fireEvent.click(clearGender)

    expect(
      within(form)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1)
    expect((within(form).getByRole('radio', { name: 'Night' }) as HTMLInputElement).checked).toBe(true)
    expect(chipNames(form)).toEqual(['Remove Shift timing: Night', 'Remove Job type: Full time'])
    expect(within(form).queryByRole('button', { name: 'Clear Gender' })).toBeNull()
    expect(within(form).getByRole('button', { name: 'Clear Shift timing' })).toBeTruthy()
  })

  it('removing a chip unchooses its value; the form then sends the rest', async () => {
    const { form, router } = await renderPanel({ cityId: 9, selection: { 7: [2], 6: [1, 2] } })
    fireEvent.click(await within(form).findByRole('button', { name: 'Remove Job type: Full time' }))

    expect((within(form).getByRole('checkbox', { name: 'Full time' }) as HTMLInputElement).checked).toBe(
      false,
    )
    expect(chipNames(form)).toEqual(['Remove Shift timing: Night', 'Remove Job type: Part time'])
    fireEvent.click(showButton(form))
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobsFiltering'))
    expect(router.state.location.search).toEqual({ f7: 2, f6: 2 })
    // The page opens at its results, not at the form again.
    expect(router.state.location.hash).toBe('results')
  })

  it('several cities are chips too, each removable', async () => {
    const { form } = await renderPanel({ cityId: 9, cityIds: [9, 31], selection: {} })
    fireEvent.click(await within(form).findByRole('button', { name: 'Remove Pune' }))
    expect((within(form).getByRole('checkbox', { name: 'Pune' }) as HTMLInputElement).checked).toBe(false)
    expect(chipNames(form)).toEqual([])
  })
})
