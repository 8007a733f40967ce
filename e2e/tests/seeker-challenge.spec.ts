import type { APIRequestContext, Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { freshNumber, lastCode } from './seeker-session.ts'

// Decision 011: past the codes an address may ask for freely (10 an hour), the login modal asks the phone to
// solve a proof-of-work challenge (the ALTCHA widget, loaded only then) before the code is sent.

const telugu = {
  login: 'లాగిన్',
  mobile: 'మొబైల్ నంబర్',
  getOtp: 'OTP పొందండి',
  otp: 'OTP',
  verify: 'ధృవీకరించి లాగిన్ చేయండి',
  challengeTitle: 'ఒక చిన్న తనిఖీ',
  challengeDone: 'పూర్తయింది. కోడ్ పంపుతున్నాం…',
  // The widget's checkbox is named by its state: 'I'm not a robot', then 'Checking…', then 'Done'.
  widgetSolved: 'పూర్తయింది',
}

/** Ten other people on this test's address (its own, see fixtures.ts) ask for codes first. */
async function useFreeSends(request: APIRequestContext) {
  const csrf = await request.get('/api/login/csrf/')
  expect(csrf.status()).toBe(204)
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value
  if (!token) throw new Error('no CSRF cookie')
  for (let i = 0; i < 10; i++) {
    const sent = await request.post('/api/login/otp/generate/', {
      data: { mobile_no: freshNumber() },
      headers: { 'x-csrftoken': token },
    })
    expect(sent.status(), await sent.text()).toBe(200)
  }
}

/** The code requests the page makes, and a gate that holds the one carrying an answer until released. */
function watchCodeRequests(page: Page) {
  const bodies: { altcha?: string; mobile_no: string; appType?: string }[] = []
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  void page.route('**/api/login/otp/generate/', async (route: Route) => {
    const body = route.request().postDataJSON() as { altcha?: string; mobile_no: string }
    bodies.push({ ...body, appType: route.request().headers()['app-type'] })
    if (body.altcha) await released
    await route.continue()
  })
  return { bodies, release }
}

test.describe('many people behind one address', () => {
  test('past the address threshold, the login modal shows the challenge, solves it and the code arrives', async ({
    page,
    request,
    checkA11y,
    pageErrors,
  }, testInfo) => {
    await useFreeSends(request)
    const requests = watchCodeRequests(page)
    const scripts: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
    })

    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/jobs?lang=te')
    await page.getByRole('banner').getByRole('button', { name: telugu.login, exact: true }).click()
    const modal = page.getByRole('dialog')
    const mobile = freshNumber()
    await modal.getByRole('textbox', { name: telugu.mobile }).fill(mobile)
    expect(
      scripts.filter((path) => path.includes('challenge-widget')),
      'not loaded before it is needed',
    ).toEqual([])
    await modal.getByRole('button', { name: telugu.getOtp }).click()

    // The API asked for a challenge; the modal explains, loads the widget and solves it by itself.
    const panel = modal.getByRole('region', { name: telugu.challengeTitle })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('status')).toHaveText(telugu.challengeDone, { timeout: 30_000 })
    await expect(panel.getByRole('checkbox', { name: telugu.widgetSolved, exact: true })).toBeChecked()
    expect(scripts.some((path) => path.includes('challenge-widget'))).toBe(true)
    // What the person typed is still there; nothing in the panel is wider than the panel (the widget too).
    await expect(modal.getByRole('textbox', { name: telugu.mobile })).toHaveValue(mobile)
    const fits = await panel.evaluate((section) => {
      const outer = section.getBoundingClientRect()
      return [...section.querySelectorAll('*')].every((inner) => {
        const box = inner.getBoundingClientRect()
        return box.width === 0 || (box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5)
      })
    })
    expect(fits).toBe(true)
    await checkA11y(page)
    await testInfo.attach('challenge-360-te', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })

    // The answer goes with the second request, and the code arrives.
    requests.release()
    await expect(modal.getByRole('textbox', { name: telugu.otp })).toBeVisible()
    expect(requests.bodies.map((body) => [body.mobile_no, body.appType])).toEqual([
      [mobile, 'web'],
      [mobile, 'web'],
    ])
    expect(requests.bodies[0]?.altcha).toBeUndefined()
    expect(requests.bodies[1]?.altcha).toMatch(/^[A-Za-z0-9+/]+=*$/)
    await modal.getByRole('textbox', { name: telugu.otp }).fill(await lastCode(request, mobile))
    await modal.getByRole('button', { name: telugu.verify }).click()
    await expect(modal).toBeHidden()
    // The browser logs the one refusal (403 CHALLENGE_REQUIRED) that asked for the challenge; nothing else.
    expect(pageErrors).toEqual([
      'console: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ])
  })

  test('below the threshold nothing changes: one request, no challenge, no widget', async ({
    page,
    request,
  }) => {
    const requests = watchCodeRequests(page)
    const scripts: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
    })
    await page.goto('/jobs')
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click()
    const modal = page.getByRole('dialog')
    const mobile = freshNumber()
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill(mobile)
    await modal.getByRole('button', { name: 'Get OTP' }).click()
    await expect(modal.getByRole('textbox', { name: 'OTP' })).toBeVisible()
    expect(await lastCode(request, mobile)).toMatch(/^\d{4}$/)
    expect(requests.bodies).toEqual([{ mobile_no: mobile, appType: 'web' }])
    expect(scripts.filter((path) => path.includes('challenge-widget'))).toEqual([])
  })

  test("inside the jobs app's web view the challenge is solved the same way", async ({ page, request }) => {
    // The Android app's bridge, as the app injects it before the page runs (see seeker-webview.spec.ts).
    await page.addInitScript(() => {
      ;(window as unknown as { Android: object }).Android = {
        getToken: () => '',
        logout: () => undefined,
        closeWebForm: () => undefined,
      }
    })
    await useFreeSends(request)
    const requests = watchCodeRequests(page)
    await page.goto('/jobs')
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click()
    const modal = page.getByRole('dialog')
    const mobile = freshNumber()
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill(mobile)
    await modal.getByRole('button', { name: 'Get OTP' }).click()
    const panel = modal.getByRole('region', { name: 'A quick check' })
    await expect(panel.getByRole('status')).toHaveText('Done. Sending the code…', { timeout: 30_000 })
    requests.release()
    await expect(modal.getByRole('textbox', { name: 'OTP' })).toBeVisible()
    expect(requests.bodies.map((body) => body.appType)).toEqual(['jobs_wbv', 'jobs_wbv'])
    expect(requests.bodies[1]?.altcha).toBeTruthy()
    expect(await lastCode(request, mobile)).toMatch(/^\d{4}$/)
  })
})
