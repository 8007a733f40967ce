import type { Page } from '@playwright/test'
import {
  expiresAt,
  refreshTokens,
  signInAdvertiser,
  storeAdvertiser,
  storedAdvertiser,
  waitUntilExpired,
} from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'

// Issue #6 "Done when": an advertiser edits the profile; an enterprise advertiser sees the enterprise details;
// with 5-second access tokens (the e2e server's ACCESS_TOKEN_TTL_SECONDS) a page keeps working across a
// refresh; reusing an old refresh token signs the advertiser out; in a web view the bridge's token is sent,
// and a refused one makes the page ask the app to log out.

const PROFILE_CALL = '/api/advertisers/v1/profile/'
const REFRESH_CALL = '/api/user/token/refresh/'

/** An access token that expired is refused with a 401 before the client refreshes it: Chromium logs that. */
const withoutExpectedRefusal = (errors: string[]) =>
  errors.filter((error) => !/status of 401 \(Unauthorized\)/.test(error))

/** Each project signs a different seeded enterprise account in (3 codes per number in 10 minutes). */
const ENTERPRISE_NUMBER: Record<string, string> = {
  desktop: '9100000002',
  'phone-360': '9100000003',
}

const account = (page: Page) => page.getByRole('region', { name: 'Account' })
const detail = (page: Page, label: string) =>
  account(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')

test.describe('the advertiser profile', () => {
  test('an advertiser edits name, company, e-mail and address; a bad e-mail is shown next to the field and nothing typed is lost', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    const advertiser = await signInAdvertiser(request)
    await storeAdvertiser(page, advertiser)
    const response = await page.goto('/hire/profile')
    // About one person: in no shared cache and no search index.
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(detail(page, 'Mobile number')).toHaveText(advertiser.mobile)
    await checkA11y(page)

    await page.getByRole('link', { name: 'Edit profile details' }).click()
    await expect(page).toHaveURL(/\/hire\/profile\/details$/)
    const main = page.getByRole('main')
    await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Lakshmi Devi')
    await main.getByRole('textbox', { name: 'Company name (optional)' }).fill('Devi Caterers')
    const email = main.getByRole('textbox', { name: 'E-mail (optional)' })
    await email.fill('lakshmi@')
    await main.getByRole('textbox', { name: 'Company address (optional)' }).fill('3-4-5 Ameerpet\nHyderabad')
    // Left: the error shows next to the field, and the field says it is invalid.
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address\./)
    await checkA11y(page)

    await main.getByRole('button', { name: 'Save details' }).click()
    await expect(email).toBeFocused()
    await expect(page).toHaveURL(/\/hire\/profile\/details$/)
    await expect(main.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Lakshmi Devi')
    await expect(main.getByRole('textbox', { name: 'Company name (optional)' })).toHaveValue('Devi Caterers')
    await expect(email).toHaveValue('lakshmi@')

    await email.fill('lakshmi@devicaterers.example')
    await main.getByRole('button', { name: 'Save details' }).click()
    await expect(page).toHaveURL(/\/hire\/profile$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Your profile details are saved.' }),
    ).toBeVisible()
    const expected = [
      ['Name', 'Lakshmi Devi'],
      ['Company name', 'Devi Caterers'],
      ['E-mail', 'lakshmi@devicaterers.example'],
      ['Company address', '3-4-5 Ameerpet\nHyderabad'],
    ]
    for (const [label, value] of expected)
      await expect(detail(page, label as string)).toHaveText(value as string)
    const session = JSON.parse((await storedAdvertiser(page)).session ?? 'null') as {
      details: { name: string }
    }
    expect(session.details.name).toBe('Lakshmi Devi')

    await page.reload()
    for (const [label, value] of expected)
      await expect(detail(page, label as string)).toHaveText(value as string)
    await expect(page.getByText('Your profile details are saved.')).toHaveCount(0)
    expect(withoutExpectedRefusal(pageErrors)).toEqual([])
  })

  test('an enterprise advertiser sees the enterprise details, read-only', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    const mobile = ENTERPRISE_NUMBER[testInfo.project.name] ?? '9100000001'
    const advertiser = await signInAdvertiser(request, { mobile, enterprise: true })
    const enterprise = advertiser.session.enterprise
    if (!enterprise) throw new Error('the enterprise verify answered no enterprise details')
    await storeAdvertiser(page, advertiser)
    await page.goto('/hire/profile')

    await expect(account(page).getByText('Enterprise account')).toBeVisible()
    const details = page.getByRole('region', { name: 'Enterprise details' })
    await expect(details).toContainText(String(enterprise.advertiserId))
    await expect(details).toContainText(enterprise.email)
    await expect(details).toContainText(enterprise.companyAddress)
    await checkA11y(page)

    await page.getByRole('link', { name: 'Edit profile details' }).click()
    const main = page.getByRole('main')
    await expect(main.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible()
    // The name is the one field: the company's are shown, and said to be the team's.
    await expect(main.getByRole('textbox')).toHaveCount(1)
    await expect(main.getByRole('region', { name: 'Enterprise details' })).toContainText(enterprise.email)
    await expect(main.getByText(/managed by our team/).first()).toBeVisible()
    await checkA11y(page)
    expect(withoutExpectedRefusal(pageErrors)).toEqual([])
  })
})

test.describe('advertiser tokens on a page', () => {
  test('a reload after the 5-second access token expired refreshes it (rotation) and still shows the profile', async ({
    page,
    request,
    pageErrors,
  }) => {
    const advertiser = await signInAdvertiser(request)
    await storeAdvertiser(page, advertiser)
    await page.goto('/hire/profile')
    await expect(detail(page, 'Mobile number')).toHaveText(advertiser.mobile)
    const before = await storedAdvertiser(page)
    expect(before.access).not.toBeNull()
    expect(expiresAt(before.access ?? '') - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(5)

    await waitUntilExpired(page, before.access ?? '')
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith(REFRESH_CALL) && response.request().method() === 'POST',
    )
    await page.reload()
    expect((await refreshed).status()).toBe(200)
    await expect(detail(page, 'Mobile number')).toHaveText(advertiser.mobile)

    const after = await storedAdvertiser(page)
    expect(after.access).not.toBe(before.access)
    expect(after.refresh).not.toBe(before.refresh)
    expect(after.session).not.toBeNull()
    expect(withoutExpectedRefusal(pageErrors)).toEqual([])
  })

  test('a page holding a refresh token that was already used signs the advertiser out', async ({
    page,
    request,
  }) => {
    const advertiser = await signInAdvertiser(request)
    // R1 -> R2: R1 is now used up; using it again revokes the whole family.
    const rotated = await refreshTokens(request, advertiser.refresh)
    expect(rotated.status).toBe(200)
    expect(rotated.body.refresh).toBeTruthy()
    await waitUntilExpired(page, advertiser.access)
    await storeAdvertiser(page, advertiser)

    const refusal = page.waitForResponse((response) => response.url().endsWith(REFRESH_CALL))
    await page.goto('/hire/profile')
    expect((await refusal).status()).toBe(401)
    await expect(page).toHaveURL(/\/hire\/signin/)
    expect(await storedAdvertiser(page)).toEqual({ access: null, refresh: null, session: null })
    // The family is revoked: the newer refresh token is refused too.
    expect((await refreshTokens(request, rotated.body.refresh ?? '')).status).toBe(401)
  })
})

/** The Android app's bridge, as the app injects it, recording the methods the page calls in `window`. */
async function injectAndroidBridge(page: Page, token: string) {
  await page.addInitScript((appToken) => {
    const calls: string[] = []
    Object.assign(window, {
      bridgeCalls: calls,
      Android: {
        getToken: () => appToken,
        logout: () => calls.push('logout'),
        closeWebForm: () => calls.push('closeWebForm'),
      },
    })
  }, token)
}

/**
 * A bridge that hands out a current access JWT, as the app does: it renews its own tokens (rotation through
 * `POST /api/user/token/refresh/`), so a 5-second token never expires between asking and sending on a slow
 * machine. Records the tokens it gave in `window.bridgeTokens`.
 */
async function injectRenewingAndroidBridge(page: Page, refresh: string) {
  await page.addInitScript((firstRefresh) => {
    const calls: string[] = []
    const tokens: string[] = []
    let current = firstRefresh
    Object.assign(window, {
      bridgeCalls: calls,
      bridgeTokens: tokens,
      Android: {
        getToken: async () => {
          const answer = await fetch('/api/user/token/refresh/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ refresh: current }),
          })
          const body = (await answer.json()) as { access: string; refresh: string }
          current = body.refresh
          tokens.push(body.access)
          return body.access
        },
        logout: () => calls.push('logout'),
        closeWebForm: () => calls.push('closeWebForm'),
      },
    })
  }, refresh)
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { bridgeCalls: string[] }).bridgeCalls)

test.describe('the profile in the app web view', () => {
  test("sends the bridge's access JWT as JWT-AUTHORIZATION and shows the profile, with no session stored", async ({
    page,
    request,
    pageErrors,
  }) => {
    const advertiser = await signInAdvertiser(request)
    await injectRenewingAndroidBridge(page, advertiser.refresh)
    const call = page.waitForRequest((each) => each.url().endsWith(PROFILE_CALL))
    await page.goto('/hire/profile')
    const headers = (await call).headers()
    const given = await page.evaluate(() => (window as unknown as { bridgeTokens: string[] }).bridgeTokens)
    expect(given.length).toBeGreaterThan(0)
    expect(headers['jwt-authorization']).toBe(`Bearer ${given.at(-1)}`)
    expect(headers.authorization).toBeUndefined()
    expect(headers['app-type']).toBe('jobs_wbv')
    await expect(detail(page, 'Mobile number')).toHaveText(advertiser.mobile)
    expect(await bridgeCalls(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test("a refused bridge token makes the page call the bridge's logout(), and does not go to sign-in", async ({
    page,
    request,
  }) => {
    const advertiser = await signInAdvertiser(request)
    await waitUntilExpired(page, advertiser.access)
    await injectAndroidBridge(page, advertiser.access)
    const refused = page.waitForResponse((response) => response.url().endsWith(PROFILE_CALL))
    await page.goto('/hire/profile')
    expect((await refused).status()).toBe(401)
    await expect.poll(() => bridgeCalls(page)).toEqual(['logout'])
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/hire/profile')
  })
})

/**
 * What of the page's main area sticks out sideways, and its controls shorter than the 44 px floor. (The
 * shell's header is the layout check's, `hire-layout`: these pages answer for their own content.)
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = document.documentElement.clientWidth
    const main = document.querySelector('main')
    if (!main) return ['no main']
    if (main.scrollWidth > main.clientWidth) problems.push(`main scrolls sideways: ${main.scrollWidth}px`)
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect()
      if (box.right > width + 0.5)
        problems.push(`${element.tagName} "${element.textContent?.slice(0, 30)}" ends at ${box.right}px`)
    }
    for (const element of main.querySelectorAll<HTMLElement>('a, button, input, textarea')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      if (box.height < 44)
        problems.push(`${element.tagName} "${element.textContent?.trim()}" ${box.height}px tall`)
    }
    return problems
  })
}

test(
  'the profile pages fit a 320 px phone in English, Hindi and Telugu, long details and errors included',
  { tag: '@own-viewport' },
  async ({ page, request }, testInfo) => {
    test.info().setTimeout(test.info().timeout + 30_000)
    const advertiser = await signInAdvertiser(request)
    const saved = await request.patch(PROFILE_CALL, {
      headers: { authorization: `Bearer ${advertiser.access}` },
      data: {
        name: 'Venkata Satya Narayana Murthy Chowdary',
        company_name: 'Sri Lakshmi Venkateswara Transport and Logistics Private Limited',
        email: 'recruitment.department.hyderabad@srilakshmivenkateswaratransport.example',
        company_address: 'Door No. 12-345/A/7, Kukatpally Housing Board Colony, Phase 4, Hyderabad 500072',
      },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    await storeAdvertiser(page, advertiser)
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 })
      for (const lang of ['en', 'hi', 'te']) {
        await page.goto(`/hire/profile?lang=${lang}`)
        await expect(page.locator('main dl').first()).toContainText('Venkata')
        expect(await layoutProblems(page), `/hire/profile ${lang} ${width}px`).toEqual([])
        if (lang === 'te' && width === 360)
          await testInfo.attach('profile-te-360', {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          })

        await page.goto(`/hire/profile/details?lang=${lang}`)
        const email = page.getByRole('main').locator('input[name="email"]')
        // (What was typed in the last language comes back as a draft: this page keeps it.)
        await email.fill('not an e-mail')
        await email.blur()
        await expect(email).toHaveAttribute('aria-invalid', 'true')
        expect(await layoutProblems(page), `/hire/profile/details ${lang} ${width}px`).toEqual([])
        if (lang === 'te' && width === 360)
          await testInfo.attach('details-te-360', {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          })
      }
    }
  },
)
