import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { toLoginDetails } from '../../packages/api-client/src/auth/otp.ts'
import type { LoginResponse } from '../../packages/api-client/src/auth/types.ts'
import { documentationAddress, expect, test } from './fixtures.ts'

// What the seeker journeys share: fresh numbers, the texted code, logging in from the header, the profile.

/** A fresh number per test, so the per-number OTP limits never meet across tests. */
export const freshNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/** The last code texted to a number (the development SMS outbox; the e2e server turns it on). */
export async function lastCode(
  request: APIRequestContext,
  mobile: string,
  notThis?: string,
): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/sms-outbox/?mobile_no=${mobile}`)
      if (!response.ok()) return ''
      code = ((await response.json()) as { otp: string | null }).otp ?? ''
      return code && code !== notThis ? code : ''
    })
    .not.toBe('')
  return code
}

/** The CSRF header the login calls need (the API sets the cookie on `GET /api/login/csrf/`). */
export async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  expect((await request.get('/api/login/csrf/')).status()).toBe(204)
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value
  if (!token) throw new Error('no CSRF cookie')
  return { 'x-csrftoken': token }
}

/**
 * Logs a seeker in by OTP through the API (a fresh number): the request context keeps the session cookie, as
 * the browser of that context does. Answers the CSRF header its other state-changing calls need.
 */
export async function signInSeeker(request: APIRequestContext, mobile = freshNumber()) {
  return (await signInSeekerWithDetails(request, mobile)).headers
}

/** As signInSeeker; also answers the login details the app keeps in local storage (`loginDetails`). */
export async function signInSeekerWithDetails(request: APIRequestContext, mobile = freshNumber()) {
  const headers = await csrfHeader(request)
  const sent = await request.post('/api/login/otp/generate/', { data: { mobile_no: mobile }, headers })
  expect(sent.status(), await sent.text()).toBe(200)
  const verified = await request.post('/api/login/otp/verify/', {
    data: { mobile_no: mobile, otp: await lastCode(request, mobile) },
    headers,
  })
  expect(verified.status(), await verified.text()).toBe(200)
  return {
    headers: await csrfHeader(request),
    details: toLoginDetails((await verified.json()) as LoginResponse),
  }
}

/**
 * A new seeker, logged in through the API in a request context of their own (their own session cookie and
 * address), reports job `jobId`: answers the report call's status and body.
 */
export async function reportAsNewSeeker(baseURL: string, jobId: number, reason: string) {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': documentationAddress() },
  })
  try {
    const headers = await signInSeeker(context)
    const answer = await context.post(`/api/classifieds/classifieds/${jobId}/report/`, {
      data: { reason },
      headers,
    })
    return { status: answer.status(), body: await answer.text() }
  } finally {
    await context.dispose()
  }
}

export interface Words {
  filterLink: string
  /** the filter page's submit: 'Show jobs', or 'Show 12 jobs' once the matching jobs are counted */
  showJobs: RegExp
  apply: RegExp
  applied: string
  getOtp: string
  verify: string
  mobile: string
  otp: string
  next: string
  save: string
  login: string
}

export const english: Words = {
  filterLink: 'Filter jobs',
  showJobs: /^Show (\S+ )?jobs?$/,
  apply: /^Apply$/,
  applied: 'Applied',
  getOtp: 'Get OTP',
  verify: 'Verify and log in',
  mobile: 'Mobile number',
  otp: 'OTP',
  next: 'Next',
  save: 'Save profile',
  login: 'Log in',
}

export const hindi: Words = {
  filterLink: 'नौकरियाँ फ़िल्टर करें',
  showJobs: /^(\S+ )?नौकरि(याँ|ी) दिखाएँ$/,
  apply: /^आवेदन करें$/,
  applied: 'आवेदन किया',
  getOtp: 'OTP पाएँ',
  verify: 'जाँचें और लॉग इन करें',
  mobile: 'मोबाइल नंबर',
  otp: 'OTP',
  next: 'आगे',
  save: 'प्रोफ़ाइल सहेजें',
  login: 'लॉग इन',
}

export const telugu: Words = {
  filterLink: 'ఉద్యోగాలను ఫిల్టర్ చేయండి',
  showJobs: /^(\S+ )?(ఉద్యోగం|ఉద్యోగాలు) చూపించండి$/,
  apply: /^దరఖాస్తు చేయండి$/,
  applied: 'దరఖాస్తు చేశారు',
  getOtp: 'OTP పొందండి',
  verify: 'ధృవీకరించి లాగిన్ చేయండి',
  mobile: 'మొబైల్ నంబర్',
  otp: 'OTP',
  next: 'తర్వాత',
  save: 'ప్రొఫైల్‌ను సేవ్ చేయండి',
  login: 'లాగిన్',
}

/** A tiny real PDF: the API types a resume by its content, and this one starts as PDFs do. */
export const pdfResume = (name = 'ravi-cv.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
})

/**
 * The profile's three steps in any language, by roles and order alone: a resume (uploaded when chosen),
 * an experienced seeker's work, one choice in each group and the first city of the cities combobox.
 */
export async function fillProfile(page: Page, words: Words) {
  // Three steps, an upload and a combobox: the journey that calls this gets that much more time.
  test.info().setTimeout(test.info().timeout + 20_000)
  const main = page.getByRole('main')
  // Step 1: about you, and the resume (required); Next waits for its upload.
  await main.getByRole('textbox').first().fill('Ravi Kumar')
  await main.getByRole('radio').first().check()
  for (const select of await main.locator('select').all()) await select.selectOption({ index: 1 })
  const resume = pdfResume()
  await main.locator('input[type="file"]').setInputFiles(resume)
  await expect(main.getByRole('status').filter({ hasText: resume.name })).toBeVisible()
  await main.getByRole('button', { name: words.next }).click()
  // Step 2: work. Experience first: 1 year (the first option, Fresher, would skip the rest).
  const experience = main.locator('select').first()
  await experience.selectOption({ index: 2 })
  const boxes = main.getByRole('textbox')
  await boxes.nth(0).fill('Sri Traders')
  await boxes.nth(1).fill('Sales executive')
  await main.locator('select').nth(1).selectOption({ index: 1 })
  await main.getByRole('button', { name: words.next }).click()
  // Step 3: preferences: one choice in each group, and a city from the combobox.
  await expect(main.getByRole('group').first()).toBeVisible()
  for (const group of await main.getByRole('group').all()) {
    const choice = group.getByRole('radio').or(group.getByRole('checkbox')).first()
    await choice.check()
  }
  const cities = main.getByRole('combobox').last()
  await cities.click()
  await cities.press('ArrowDown')
  await cities.press('Enter')
  await expect(main.getByRole('listitem').getByRole('button')).toHaveCount(1)
  await main.getByRole('button', { name: words.save }).click()
}

/** Opens the header's login modal, logs a fresh number in with the texted code; answers the number. */
export async function logInFromHeader(page: Page, request: APIRequestContext, words: Words = english) {
  await page.getByRole('banner').getByRole('button', { name: words.login }).click()
  const modal = page.getByRole('dialog')
  const mobile = freshNumber()
  await modal.getByRole('textbox', { name: words.mobile }).fill(mobile)
  await modal.getByRole('button', { name: words.getOtp }).click()
  await modal.getByRole('textbox', { name: words.otp }).fill(await lastCode(request, mobile))
  await modal.getByRole('button', { name: words.verify }).click()
  await expect(modal).toBeHidden()
  return mobile
}

/** The toast region at the top of the screen, and the toast in it saying `message`. */
export async function expectTopToast(page: Page, title: string, message: string) {
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: message })
  await expect(toast).toBeVisible()
  await expect(toast.locator('p').first()).toHaveText(title)
  const box = await toast.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.y < viewport.height / 2).toBe(true)
  return toast
}

/** The header's account menu of a logged-in seeker (a disclosure button), opened; answers the menu's list. */
export async function openAccountMenu(page: Page, account = 'Account') {
  const button = page.getByRole('banner').getByRole('button', { name: account })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return page.locator(`#${await button.getAttribute('aria-controls')}`)
}

/** Logs out from the header's account menu and waits for 'Log in' to be back. */
export async function logOutFromHeader(page: Page) {
  const menu = await openAccountMenu(page)
  await menu.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: english.login })).toBeVisible()
}

/**
 * Opens the header's language menu (a native disclosure; on a phone only its icon shows, its words are for
 * screen readers) and picks a language by its own name.
 */
export async function switchLanguage(page: Page, languageName: string) {
  const header = page.getByRole('banner')
  await header.locator('summary').click()
  await header.getByRole('link', { name: languageName }).click()
}
