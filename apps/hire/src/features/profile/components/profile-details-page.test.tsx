import { jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  b2bProfile,
  b2cProfile,
  profileApi,
  renderProfile,
  signIn,
  storedSession,
} from '../profile-test-kit.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const box = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement
const type = (name: string | RegExp, value: string) => fireEvent.input(box(name), { target: { value } })
const leave = (name: string | RegExp) => fireEvent.blur(box(name))
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save details' }))

describe('the profile details form', () => {
  it('starts from the saved profile, saves the four fields, updates the session and returns to the profile', async () => {
    signIn(b2cProfile)
    const api = profileApi(b2cProfile)
    await renderProfile('/hire/profile/details', api.fetch)

    expect((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).toBeTruthy()
    expect(box('Name').value).toBe('Ravi Kumar')
    expect(box('Company name (optional)').value).toBe('Sri Traders')
    expect(box('E-mail (optional)').value).toBe('')
    expect(box('Company address (optional)').value).toBe('12 MG Road\nHyderabad')

    type('Name', '  Ravi K  ')
    type('Company name (optional)', 'Ravi Transport')
    type('E-mail (optional)', 'ravi@transport.example')
    type('Company address (optional)', 'Plot 9, Kukatpally')
    save()

    expect(await screen.findByText('Your profile details are saved.')).toBeTruthy()
    expect(api.bodies).toEqual([
      {
        name: 'Ravi K',
        company_name: 'Ravi Transport',
        email: 'ravi@transport.example',
        company_address: 'Plot 9, Kukatpally',
      },
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy()
    expect(screen.getByText('ravi@transport.example')).toBeTruthy()
    // The header reads the stored session's name.
    expect(storedSession()?.details.name).toBe('Ravi K')
    // The answer went into the cache: the profile page asked for nothing more.
    expect(api.requests.filter((request) => request.method === 'GET')).toHaveLength(1)
  })

  it('shows a wrong e-mail next to the field on blur and on Save, focuses it, and sends nothing', async () => {
    signIn(b2cProfile)
    const api = profileApi(b2cProfile)
    await renderProfile('/hire/profile/details', api.fetch)

    await screen.findByRole('textbox', { name: 'Name' })
    type('E-mail (optional)', 'ravi@')
    leave('E-mail (optional)')
    await waitFor(() => expect(box('E-mail (optional)').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy()

    type('Name', '')
    save()
    await waitFor(() => expect(screen.getByText('This field is required.')).toBeTruthy())
    await waitFor(() => expect(document.activeElement).toBe(box('Name')))
    expect(api.bodies).toEqual([])
    // Nothing typed is lost.
    expect(box('E-mail (optional)').value).toBe('ravi@')
  })

  it("shows the API's refusal next to its field, in the page's language, and keeps what was typed", async () => {
    signIn(b2cProfile)
    const api = profileApi(b2cProfile, () =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'company_name: ...',
          details: [{ path: 'company_name', message: 'कंपनी का नाम बहुत लंबा है।' }],
        },
        400,
      ),
    )
    await renderProfile('/hire/profile/details', api.fetch, 'hi')

    const company = (await screen.findByRole('textbox', { name: 'कंपनी का नाम (वैकल्पिक)' })) as HTMLInputElement
    fireEvent.input(company, { target: { value: 'Ravi Transport' } })
    fireEvent.click(screen.getByRole('button', { name: 'जानकारी सहेजें' }))

    expect(await screen.findByText('कंपनी का नाम बहुत लंबा है।')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('कुछ जानकारी सहेजी नहीं जा सकी। नीचे चिह्नित फ़ील्ड जाँचें।')
    expect(company.value).toBe('Ravi Transport')
    await waitFor(() => expect(document.activeElement).toBe(company))
  })

  it('says the save failed when the API cannot save, and keeps the draft on the device for the next visit', async () => {
    signIn(b2cProfile)
    const api = profileApi(b2cProfile, () =>
      jsonResponse({ statusCode: 503, code: 'UNAVAILABLE', message: 'busy' }, 503),
    )
    const first = await renderProfile('/hire/profile/details', api.fetch)
    await screen.findByRole('textbox', { name: 'Name' })
    type('Company name (optional)', 'Ravi Transport')
    save()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your details could not be saved. Please try again.',
    )
    first.unmount()

    await renderProfile('/hire/profile/details', profileApi(b2cProfile).fetch)
    expect(await screen.findByText('We kept the changes you had not saved on this phone.')).toBeTruthy()
    expect(box('Company name (optional)').value).toBe('Ravi Transport')
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }))
    await waitFor(() => expect(box('Company name (optional)').value).toBe('Sri Traders'))
  })

  it('offline, sends nothing, says so, and keeps what was typed', async () => {
    signIn(b2cProfile)
    const api = profileApi(b2cProfile)
    await renderProfile('/hire/profile/details', api.fetch)
    await screen.findByRole('textbox', { name: 'Name' })
    type('Company name (optional)', 'Ravi Transport')
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      save()
      expect((await screen.findByRole('alert')).textContent).toBe(
        'No internet connection. What you typed is kept on this phone: save again when you are online.',
      )
    } finally {
      delete (navigator as { onLine?: boolean }).onLine
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online)
    }
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0)
    expect(box('Company name (optional)').value).toBe('Ravi Transport')
  })

  it('lets an enterprise account change its name only: the company details are shown, not editable, never sent', async () => {
    signIn(b2bProfile)
    const api = profileApi(b2bProfile)
    await renderProfile('/hire/profile/details', api.fetch)

    await screen.findByRole('textbox', { name: 'Name' })
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
    const enterprise = screen.getByRole('region', { name: 'Enterprise details' })
    expect(enterprise.textContent).toContain('Deccan Logistics Pvt Ltd')
    expect(enterprise.textContent).toContain('managed by our team')

    type('Name', 'Anita R')
    save()
    expect(await screen.findByText('Your profile details are saved.')).toBeTruthy()
    expect(api.bodies).toEqual([{ name: 'Anita R' }])
    expect(storedSession()?.enterprise?.name).toBe('Anita R')
    expect(storedSession()?.details.name).toBe('Anita R')
  })

  it('says so when the API refuses a company change of an account that became an enterprise one', async () => {
    signIn(b2cProfile)
    const api = profileApi(b2cProfile, () =>
      jsonResponse(
        {
          statusCode: 403,
          code: 'ENTERPRISE_FIELDS_READ_ONLY',
          message: 'read only',
          details: [{ path: 'company_name', message: 'read only' }],
        },
        403,
      ),
    )
    await renderProfile('/hire/profile/details', api.fetch)
    await screen.findByRole('textbox', { name: 'Name' })
    type('Company name (optional)', 'Other Co')
    save()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your company details are managed by our team. Please contact support to change them.',
    )
  })
})
