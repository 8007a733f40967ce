import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderHire } from '#src/testing/render-hire.tsx'
import { ShortFormPage } from './short-form-page.tsx'
import { EMPTY_SHORT_FORM, leadBody, restoreDraft, typedBeforeScripts } from './short-form-values.ts'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** The API as the page meets it: states, job titles, a state's cities, and the lead call answering `lead`. */
function shortFormApi(lead: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = []
  const api = fakeFetch(async (request) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/common/public/v1/states/')
      return jsonResponse({ results: [{ id: 91, title: 'Telangana', short_name: 'TS' }] })
    if (url.pathname === '/api/classifieds/v1/primary-job-roles/')
      return jsonResponse({
        results: [{ id: 2, title: 'Cab Driver', english_name: 'Cab Driver', job_category: 1 }],
      })
    if (url.pathname === '/api/locations/cities/' && url.searchParams.get('state_id') === '91')
      return jsonResponse({
        results: [{ id: 9, title: 'Hyderabad', short_name: 'HYD', image: null, locale: 'en' }],
      })
    if (url.pathname === '/api/common/public/v1/lead/' && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return lead(body)
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'not here' }, 404)
  })
  return { ...api, bodies }
}

const render = (fetch: typeof globalThis.fetch, locale: 'en' | 'te' = 'en') =>
  renderHire({
    root: Outlet,
    basepath: '/hire',
    path: '/hire/fbShortForm',
    fetch,
    locale,
    routes: [
      { path: '/fbShortForm', component: ShortFormPage },
      { path: '/advertiserDashboardPage', component: () => <h1>Dashboard</h1> },
    ],
  })

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const type = (name: string, value: string) => fireEvent.input(box(name), { target: { value } })

/** Fills every field with good values, picking the state, the title and the city from their lists. */
async function fillGood() {
  await screen.findByRole('textbox', { name: 'Mobile number' })
  type('Mobile number', '9876543210')
  type('Number of openings', '4')
  const state = (await screen.findByRole('combobox', { name: 'State' })) as HTMLSelectElement
  await screen.findByRole('option', { name: 'Telangana' })
  fireEvent.change(state, { target: { value: '91' } })
  const title = screen.getByRole('combobox', { name: 'Job title' })
  fireEvent.focus(title)
  fireEvent.input(title, { target: { value: 'Cab' } })
  fireEvent.click(await screen.findByRole('option', { name: 'Cab Driver' }))
  const city = screen.getByRole('combobox', { name: 'City' })
  await waitFor(() => expect((city as HTMLInputElement).disabled).toBe(false))
  fireEvent.focus(city)
  fireEvent.input(city, { target: { value: 'Hyd' } })
  fireEvent.click(await screen.findByRole('option', { name: 'Hyderabad' }))
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Request a call back' }))

describe('the short hiring form', () => {
  it('sends the picked ids with their names and thanks the advertiser, naming the number it will call', async () => {
    const api = shortFormApi(() => jsonResponse({ id: 7, message: 'Thank you!' }, 201))
    await render(api.fetch)
    await fillGood()
    send()
    expect(await screen.findByRole('heading', { level: 1, name: 'We will call you soon' })).toBeTruthy()
    expect(screen.getByText(/call you on 9876543210/)).toBeTruthy()
    expect(api.bodies).toEqual([
      {
        mobile_number: '9876543210',
        n_openings: 4,
        state_id: 91,
        job_title_id: 2,
        job_title: 'Cab Driver',
        location_id: 9,
        location_name: 'Hyderabad',
      },
    ])
    // the draft is gone once sent
    expect(Object.keys(localStorage).filter((key) => key.includes('hire-short-form'))).toEqual([])
  })

  it('shows what the server refused next to its field, and its sentence when a limit is reached', async () => {
    let answer = () =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'location_id: Select a valid location',
          details: [{ path: 'location_id', message: 'Select a valid location' }],
        },
        400,
      )
    const api = shortFormApi(() => answer())
    await render(api.fetch)
    await fillGood()
    send()
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true'),
    )
    expect(screen.getByText('Select a valid location')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked above.')
    // what was typed is all still there
    expect(box('Mobile number').value).toBe('9876543210')

    answer = () =>
      jsonResponse(
        { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many tries. Try again in 5 hours.' },
        429,
      )
    const city = screen.getByRole('combobox', { name: 'City' })
    fireEvent.focus(city)
    fireEvent.input(city, { target: { value: 'Hyd' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Hyderabad' }))
    send()
    expect(await screen.findByText('Too many tries. Try again in 5 hours.')).toBeTruthy()
    expect(api.bodies).toHaveLength(2)
  })

  it('checks the rules before sending: errors in Telugu next to the fields, the first focused', async () => {
    const api = shortFormApi(() => jsonResponse({ id: 1, message: '' }, 201))
    await render(api.fetch, 'te')
    fireEvent.click(await screen.findByRole('button', { name: 'కాల్ బ్యాక్ కోరండి' }))
    const mobile = await screen.findByRole('textbox', { name: 'మొబైల్ నంబర్' })
    await waitFor(() => expect(document.activeElement).toBe(mobile))
    expect(mobile.getAttribute('aria-invalid')).toBe('true')
    expect(api.bodies).toEqual([])
  })

  it('Back opens the nudge first: Continue stays, Leave opens the dashboard', async () => {
    const api = shortFormApi(() => jsonResponse({ id: 1, message: '' }, 201))
    const { router } = await render(api.fetch)
    await screen.findByRole('heading', { level: 1, name: 'Hire staff near you' })
    // the page stood a history entry of its own above itself
    await waitFor(() =>
      expect((window.history.state as Record<string, unknown>).shortFormBackNudge).toBe(true),
    )
    const back = () =>
      act(() => {
        window.history.replaceState({ ...window.history.state, shortFormBackNudge: undefined }, '')
        window.dispatchEvent(new PopStateEvent('popstate'))
      })
    back()
    const nudge = await screen.findByRole('dialog', { name: 'Your hiring request is almost done' })
    fireEvent.click(within(nudge).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((window.history.state as Record<string, unknown>).shortFormBackNudge).toBe(true)
    back()
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Your hiring request is almost done' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/advertiserDashboardPage'))
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  })
})

describe('the short form values', () => {
  it('reads what was typed into the server-drawn form before the scripts ran', () => {
    document.body.innerHTML =
      '<form><input name="mobile_number" value="98765"><input name="company_name" value=""><select name="state_id"><option value="91" selected>TS</option></select></form>'
    expect(typedBeforeScripts(document)).toEqual({ mobile_number: '98765', state_id: '91' })
    document.body.innerHTML = ''
  })

  it('restores a draft under what was typed before the scripts ran, keeping only text values', () => {
    const typed = { ...EMPTY_SHORT_FORM, mobile_number: '9123456789' }
    expect(
      restoreDraft({ mobile_number: '9000000000', name: 'Asha', n_openings: 5, state_id: '91' }, typed),
    ).toEqual({ ...EMPTY_SHORT_FORM, mobile_number: '9123456789', name: 'Asha', state_id: '91' })
    expect(restoreDraft('not a draft', typed)).toBeUndefined()
  })

  it('makes the lead body only from values that pass the rules, without the empty optional fields', () => {
    expect(leadBody(EMPTY_SHORT_FORM)).toBeUndefined()
    expect(
      leadBody({
        ...EMPTY_SHORT_FORM,
        mobile_number: ' 9876543210 ',
        n_openings: '07',
        state_id: '91',
        job_title_id: '2',
        job_title: 'Cab Driver',
        location_id: '9',
        location_name: 'Hyderabad',
        company_name: 'Sai Travels',
      }),
    ).toEqual({
      mobile_number: '9876543210',
      n_openings: 7,
      state_id: 91,
      job_title_id: 2,
      job_title: 'Cab Driver',
      location_id: 9,
      location_name: 'Hyderabad',
      company_name: 'Sai Travels',
    })
  })
})
