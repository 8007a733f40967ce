import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { freshNumber, lastCode, logInFromHeader, logOutFromHeader } from './seeker-session.ts'

/** No wait for hydration: a 'Log in' tapped before the scripts ran opens the modal once they have (decision 009). */
const visit = async (page: Page) => {
  await page.goto('/jobs')
}

const openLogin = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  const modal = page.getByRole('dialog')
  await expect(modal).toBeVisible()
  return modal
}

/** The API calls a page made, as 'METHOD /path status', from the moment this is called. */
const apiCalls = (page: Page) => {
  const calls: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/api/'))
      calls.push(`${response.request().method()} ${url.pathname} ${response.status()}`)
  })
  return calls
}

test.describe('seeker login by password', () => {
  test('set a password through "Forgot password?", log out, log in with it; wrong ones are refused', async ({
    page,
    request,
    checkA11y,
  }) => {
    const calls = apiCalls(page)
    await visit(page)
    let modal = await openLogin(page)

    // The password login sits beside the OTP login, and "Forgot password?" beside it.
    await modal.getByRole('button', { name: 'Log in with password' }).click()
    await expect(modal.getByLabel('Password', { exact: true })).toBeVisible()
    await checkA11y(page)
    await modal.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(modal.getByRole('heading', { name: 'Set a new password' })).toBeVisible()

    const mobile = freshNumber()
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill(mobile)
    await modal.getByRole('button', { name: 'Get OTP' }).click()
    await modal.getByRole('textbox', { name: 'OTP' }).fill(await lastCode(request, mobile))

    // A confirmation that differs shows the mismatch message and sends nothing.
    await modal.getByLabel('New password', { exact: true }).fill('sunrise 2024')
    await modal.getByLabel('Confirm new password').fill('sunrise 2025')
    await modal.getByRole('button', { name: 'Save password and log in' }).click()
    await expect(modal.getByText('Passwords do not match.')).toBeVisible()
    await checkA11y(page)
    expect(calls.filter((call) => call.includes('/login/password/reset/'))).toEqual([])

    // Matching: the password is set and the seeker is logged in.
    await modal.getByLabel('Confirm new password').fill('sunrise 2024')
    await modal.getByRole('button', { name: 'Save password and log in' }).click()
    await expect(modal).toBeHidden()
    expect(calls).toContain('POST /api/login/password/reset/ 200')
    const banner = page.getByRole('banner')
    await logOutFromHeader(page)

    // A wrong password: 'Incorrect credentials', and the modal stays.
    modal = await openLogin(page)
    await modal.getByRole('button', { name: 'Log in with password' }).click()
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill(mobile)
    await modal.getByLabel('Password', { exact: true }).fill('sunrise 2023')
    await modal.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(modal.getByRole('alert')).toHaveText('Incorrect credentials')
    await checkA11y(page)

    // The right one logs in.
    await modal.getByLabel('Password', { exact: true }).fill('sunrise 2024')
    await modal.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(modal).toBeHidden()
    await expect(banner.getByRole('button', { name: 'Account' })).toBeVisible()
    expect(calls).toContain('POST /api/login/password/ 200')
  })

  test('the OTP login can switch to the password and back', async ({ page }) => {
    await visit(page)
    const modal = await openLogin(page)
    await modal.getByRole('button', { name: 'Log in with password' }).click()
    await modal.getByRole('button', { name: 'Log in with OTP instead' }).click()
    await expect(modal.getByRole('button', { name: 'Get OTP' })).toBeVisible()
    await expect(modal.getByLabel('Password', { exact: true })).toHaveCount(0)
  })
})

test.describe('CSRF before the first POST', () => {
  test('the OTP login of a fresh visit gets no 403 and logs no console error', async ({
    page,
    request,
    pageErrors,
  }) => {
    const calls = apiCalls(page)
    await visit(page)
    expect(
      (await page.context().cookies()).filter((cookie) => cookie.name === 'csrftoken'),
      'a cached public page sets no token',
    ).toEqual([])
    await logInFromHeader(page, request)
    expect(calls.filter((call) => call.endsWith(' 403'))).toEqual([])
    expect(calls.filter((call) => call.includes('/login/otp/generate/'))).toEqual([
      'POST /api/login/otp/generate/ 200',
    ])
    expect(calls).toContain('GET /api/login/csrf/ 204')
    expect(pageErrors).toEqual([])
  })
})

test.describe('a browser that blocks cookies', () => {
  test("gets 'We can't sign you in' instead of a login that cannot work", async ({ page, checkA11y }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false })
    })
    await visit(page)
    const modal = await openLogin(page)
    await expect(modal.getByRole('heading', { name: "We can't sign you in" })).toBeVisible()
    await expect(modal).toContainText("We can't sign you in. Your browser is currently set to block cookies")
    await expect(modal.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0)
    await checkA11y(page)
  })
})
