import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLoginDetails, useLoginRequest } from '#src/lib/login-state.ts'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { REPORT_WORDS, THANKS_SHOWN_MS } from './report-dialog.tsx'
import { ReportJob } from './report-job.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.localStorage.clear()
})

const logIn = () =>
  setLoginDetails({
    id: 7,
    jobsUserId: 70,
    isLogIn: true,
    mobileNumber: '9876543210',
    name: 'Name',
    whatsAppOptIn: false,
  })

type Answer = { status: number; body: unknown } | 'offline'

/** The job page's control, and a stand-in for the shell's login host that logs in when asked. */
function Page() {
  const request = useLoginRequest()
  return (
    <>
      <ReportJob jobId={1001} />
      {request && (
        <button
          type="button"
          onClick={() => {
            logIn()
            request.resolve({
              id: 7,
              jobsUserId: 70,
              isLogIn: true,
              mobileNumber: '9876543210',
              name: 'Name',
              whatsAppOptIn: false,
            })
          }}
        >
          Stand-in login
        </button>
      )}
    </>
  )
}

async function renderReport(answer: Answer, locale: 'en' | 'te' = 'en') {
  const { fetch, requests } = fakeFetch(() => {
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    return jsonResponse(answer.body, answer.status)
  })
  await renderSeeker({ root: Page, basepath: '/jobs', fetch, locale })
  return requests
}

const error = (status: number, code: string, message: string) => ({
  status,
  body: { statusCode: status, code, message },
})

async function openDialog(name = 'Report this job') {
  fireEvent.click(await screen.findByRole('button', { name }))
  return screen.findByRole('dialog')
}

function choose(dialog: HTMLElement, reason: string) {
  fireEvent.click(within(dialog).getByRole('radio', { name: reason }))
}

const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))

describe('Report this job', () => {
  it('offers the five reasons with their shared labels, and Send and Cancel', async () => {
    logIn()
    await renderReport({ status: 201, body: { message: 'x' } })
    const dialog = await openDialog()
    expect(within(dialog).getByRole('heading', { name: 'Report this job' })).toBeTruthy()
    const radios = within(dialog).getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Asked me for money',
      'Fake job',
      'Wrong details',
      'Rude or abusive',
      'Other',
    ])
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(within(dialog).getByText('Optional. 0 of 500 characters')).toBeTruthy()
  })

  it('asks a logged-out seeker to log in first, then opens the dialog', async () => {
    await renderReport({ status: 201, body: { message: 'x' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Report this job' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in login' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('asks for a reason, and sends nothing without one', async () => {
    logIn()
    const requests = await renderReport({ status: 201, body: { message: 'x' } })
    const dialog = await openDialog()
    send(dialog)
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy()
    expect(requests).toHaveLength(0)
  })

  it('needs the seeker’s words with Other, counts them, and refuses more than 500', async () => {
    logIn()
    const requests = await renderReport({ status: 201, body: { message: 'x' } })
    const dialog = await openDialog()
    choose(dialog, 'Other')
    expect(within(dialog).getByText('Needed when you choose Other. 0 of 500 characters')).toBeTruthy()
    send(dialog)
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy()
    const box = within(dialog).getByRole('textbox', { name: 'Tell us more' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(box, { target: { value: 'a'.repeat(501) } })
    expect(within(dialog).getByText('Needed when you choose Other. 501 of 500 characters')).toBeTruthy()
    send(dialog)
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).queryByText('This field is required.')).toBeNull()
    expect(requests).toHaveLength(0)
  })

  it('sends the reason and the words, says thank you, then closes by itself', async () => {
    logIn()
    const requests = await renderReport({ status: 201, body: { message: 'Thank you' } })
    const dialog = await openDialog()
    choose(dialog, 'Other')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tell us more' }), {
      target: { value: '  He wanted a deposit  ' },
    })
    send(dialog)
    const thanks = await within(dialog).findByRole('status')
    expect(thanks.textContent).toBe('Thank you for telling us. Our team will check this job.')
    expect(requests).toHaveLength(1)
    const request = requests[0] as Request
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toMatch(/\/classifieds\/classifieds\/1001\/report\/$/)
    expect(await request.clone().json()).toEqual({ reason: 'other', text: 'He wanted a deposit' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: THANKS_SHOWN_MS + 2000 })
  })

  it('says kindly that the job was already reported', async () => {
    logIn()
    await renderReport(error(409, 'ALREADY_REPORTED', 'already'))
    const dialog = await openDialog()
    choose(dialog, 'Fake job')
    send(dialog)
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'You have already reported this job. Our team will check it.',
    )
  })

  it('gives the limit message in the seeker’s language, and keeps the form', async () => {
    logIn()
    await renderReport(error(429, 'TOO_MANY_REQUESTS', 'చాలా ప్రయత్నాలు. దయచేసి 3 గంటలు తర్వాత మళ్లీ ప్రయత్నించండి.'), 'te')
    const dialog = await openDialog('ఈ ఉద్యోగంపై ఫిర్యాదు చేయండి')
    choose(dialog, 'నన్ను డబ్బు అడిగారు')
    fireEvent.click(within(dialog).getByRole('button', { name: 'ఫిర్యాదు పంపండి' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'చాలా ప్రయత్నాలు. దయచేసి 3 గంటలు తర్వాత మళ్లీ ప్రయత్నించండి.',
    )
    expect((within(dialog).getByRole('radio', { name: 'నన్ను డబ్బు అడిగారు' }) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('says when the job is no longer live', async () => {
    logIn()
    await renderReport(error(404, 'NOT_FOUND', 'There is no live job with id 1001.'))
    const dialog = await openDialog()
    choose(dialog, 'Wrong details')
    send(dialog)
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'This job is no longer open, so it cannot be reported.',
    )
  })

  it('says so offline and loses nothing typed, also when closed and opened again', async () => {
    logIn()
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    await renderReport('offline')
    const dialog = await openDialog()
    choose(dialog, 'Other')
    const box = within(dialog).getByRole('textbox', { name: 'Tell us more' })
    fireEvent.change(box, { target: { value: 'Asked for 2000 rupees' } })
    send(dialog)
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You are offline. Your report is kept here: send it again when you are back online.',
    )
    expect((box as HTMLTextAreaElement).value).toBe('Asked for 2000 rupees')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const again = await openDialog()
    expect((within(again).getByRole('textbox', { name: 'Tell us more' }) as HTMLTextAreaElement).value).toBe(
      'Asked for 2000 rupees',
    )
    online.mockRestore()
  })

  it('closes on Escape', async () => {
    logIn()
    await renderReport({ status: 201, body: { message: 'x' } })
    const dialog = await openDialog()
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('has every word of the sheet in English, Hindi and Telugu, each in its script', async () => {
    const [en, hi, te] = await Promise.all([REPORT_WORDS.en(), REPORT_WORDS.hi(), REPORT_WORDS.te()])
    const say = (words: typeof en.default) =>
      Object.values(words).map((word) => (typeof word === 'function' ? word({ count: '2', max: '5' }) : word))
    expect(Object.keys(hi.default)).toEqual(Object.keys(en.default))
    expect(Object.keys(te.default)).toEqual(Object.keys(en.default))
    for (const text of say(hi.default)) expect(text).toMatch(/[\u0900-\u097F]/)
    for (const text of say(te.default)) expect(text).toMatch(/[\u0C00-\u0C7F]/)
  })
})
