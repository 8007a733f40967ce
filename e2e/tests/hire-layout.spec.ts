import type { Page } from '@playwright/test'
import { signInAdvertiser, storeAdvertiser } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'
import {
  attachScreenshot,
  LOCALES,
  MIN_TARGET,
  problemsOn,
  type Routes,
  stepperProblems,
  WIDTHS,
  withLang,
} from './layout.ts'
import { postJob } from './review-session.ts'

// Every hire page, in every language, at 320 and 360 px: the layout check of ./layout.ts. Runs in one
// project (phone-360): it sets its own viewport sizes.

/** The hire pages anyone can open. */
const PUBLIC_ROUTES: Routes = {
  home: '/hire',
  'sign in': '/hire/signin',
  'short form': '/hire/fbShortForm',
  // the web form before login (step 1)
  'post a job (signed out)': '/hire/advertiserPostJob',
}

/** The hire pages of a signed-in advertiser (its tokens and session in local storage). */
const SIGNED_IN_ROUTES: Routes = {
  'home (signed in)': '/hire',
  dashboard: '/hire/advertiserDashboardPage',
  profile: '/hire/profile',
  'profile details': '/hire/profile/details',
  'post a job': '/hire/advertiserPostJob',
  // an advertiser without the ops role: 'This page is for the review team.'
  'review desk (advertiser)': '/hire/review',
}

/** The review desk's pages (decision 031), for an ops user. */
const DESK_ROUTES: Routes = {
  'review queue': '/hire/review',
  'review leads': '/hire/review/leads',
  'review reports': '/hire/review/reports',
}

/** One ops user per language (the e2e server's OPS_MOBILE_NUMBERS): each signs in twice a run (320, 360). */
const OPS_NUMBER = { en: '9100000013', hi: '9100000014', te: '9100000015' } as const

/** A path no page has: the hire app's 404 page, which must fit too. */
const NOT_FOUND = '/hire/no-such-page/at-all'

/** The screenshots attached to the report: the test device (360 px, Telugu). */
const SCREENSHOTS = [
  'home',
  'sign in',
  'short form',
  'home (signed in)',
  'dashboard',
  'profile',
  'profile details',
  'post a job',
  'job page',
  'edit a job',
  'not found',
  'review desk (advertiser)',
  'review queue',
  'review post',
  'review leads',
  'review reports',
]

test.describe('every hire page fits a phone', () => {
  for (const locale of LOCALES) {
    test(`${WIDTHS.join(' and ')} px, ${locale}: no sideways scrolling, touch targets of ${MIN_TARGET} px, no word broken in a stepper`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000)
      const problems: string[] = []
      // Each page is loaded once, at the narrowest width, and checked at every width (the window resized):
      // half the loads of one test per width, with the same checks.
      const check = async (name: string, path: string, status = 200, on: Page = page) => {
        await on.setViewportSize({ width: WIDTHS[0], height: 740 })
        const response = await on.goto(withLang(path, locale))
        // A page that does not exist (yet) renders the 404 page: that is not the page to check.
        expect(response?.status(), `${name} (${path})`).toBe(status)
        await on.waitForLoadState('networkidle')
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await on.setViewportSize({ width, height: 740 })
          const where = `${name} (${path}) at ${width} px`
          problems.push(...(await problemsOn(on, width, where)))
          // The post-job form's steps: no step name broken inside a word or wider than its box.
          problems.push(...(await stepperProblems(on, where)))
          if (width === 360 && locale === 'te' && SCREENSHOTS.includes(name))
            await attachScreenshot(
              on,
              testInfo,
              `hire-${name.replace(/[ ()]+/g, '-').replace(/-$/, '')}-360-te`,
            )
        }
      }
      for (const [name, path] of Object.entries(PUBLIC_ROUTES)) await check(name, path)
      await check('not found', NOT_FOUND, 404)

      const advertiser = await signInAdvertiser(request)
      // A post of theirs (made while the 5 s access token is fresh): its page and the form editing it.
      const post = await postJob(request, advertiser, { title: `Packer ${locale} ${Date.now()}` })
      await storeAdvertiser(page, advertiser)
      for (const [name, path] of Object.entries(SIGNED_IN_ROUTES)) await check(name, path)
      await check('job page', `/hire/submissions/${post.id}`)
      await check('edit a job', `/hire/advertiserPostJob?edit=${post.id}`)

      // The desk in a tab of its own: the advertiser's stored tokens must not stand in for the ops user's.
      const ops = await signInAdvertiser(request, { mobile: OPS_NUMBER[locale] })
      await page.goto('about:blank')
      const desk = await page.context().newPage()
      await storeAdvertiser(desk, ops)
      for (const [name, path] of Object.entries(DESK_ROUTES)) await check(name, path, 200, desk)
      // These were the desk's own pages, not the notice an advertiser gets: the queue's filters are there.
      await desk.goto(withLang('/hire/review', locale))
      await expect(desk.getByRole('checkbox').first()).toBeVisible()
      // The first post waiting, when there is one (the review spec's, the seed's).
      const queue = await request.get('/api/ops/review/submissions/?limit=1', {
        headers: { authorization: `Bearer ${ops.access}` },
      })
      const first = queue.ok()
        ? ((await queue.json()) as { results: Array<{ id: number }> }).results[0]
        : undefined
      if (first) await check('review post', `/hire/review/${first.id}`, 200, desk)
      expect(problems).toEqual([])
    })
  }

  /** The header's bar and its last action, measured in the page. */
  async function headerEdges(page: Page, lastAction: string) {
    const banner = page.getByRole('banner')
    const action = await banner.getByRole('link', { name: lastAction }).boundingBox()
    const bar = await banner.locator(':scope > div').evaluate((el) => {
      const rect = el.getBoundingClientRect()
      return { right: rect.right - Number.parseFloat(getComputedStyle(el).paddingInlineEnd) }
    })
    return { actionRight: (action?.x ?? 0) + (action?.width ?? 0), barRight: bar.right }
  }

  test("360 px, Telugu: the header holds the product, the language, Sign in and 'Post a job', flush right", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(withLang('/hire', 'te'))
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: /LocalJobs/ })).toBeVisible()
    await expect(banner.locator('summary')).toBeVisible()
    await expect(banner.getByRole('link', { name: 'సైన్ ఇన్ చేయండి' })).toBeVisible()
    const { actionRight, barRight } = await headerEdges(page, 'ఉద్యోగం పోస్ట్ చేయండి')
    expect(Math.abs(actionRight - barRight)).toBeLessThanOrEqual(1)
    // One row: nothing in the header wraps under the product.
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(57)

    // The language menu opens inside the screen.
    await banner.locator('summary').click()
    const telugu = banner.getByRole('link', { name: 'తెలుగు' })
    await expect(telugu).toBeVisible()
    const menu = await banner.locator('details ul').boundingBox()
    expect(menu && menu.x >= 0 && menu.x + menu.width <= 360).toBe(true)
    expect(await problemsOn(page, 360, 'language menu')).toEqual([])
    await attachScreenshot(page, testInfo, 'hire-language-menu-360-te')
  })
})
