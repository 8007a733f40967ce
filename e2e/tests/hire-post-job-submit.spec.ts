import type { APIRequestContext, Page } from '@playwright/test'
import {
  type PostJobFormValues,
  toFormData,
  toWire,
} from '../../packages/api-client/src/submissions/form-mapping.ts'
import type { SubmissionsPage } from '../../packages/api-client/src/submissions/types.ts'
import {
  refreshTokens,
  type SignedInAdvertiser,
  signInAdvertiser,
  storeAdvertiser,
  storedAdvertiser,
  TOKEN_STORAGE_KEYS,
} from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'

// Issue #7 "Done when": a signed-in advertiser's post goes through the four steps (a wrong salary range and
// a fee without a reason corrected), is checked on the review page ('Review your job post'), step 2 is
// edited from it, and it is submitted: the toast and the notice show, the post is on the dashboard as
// Approval Pending, and a second tap or a reload makes no second post. Phone in Hindi, desktop in English.
//
// The steps are saved through the draft API as the form's Next saves them (POST /submissions/draft/): the
// form's steps themselves are issue #7's form branch (its own spec), and this journey starts where they end.

interface Words {
  lang: string
  reviewTitle: string
  backToJobs: string
  experience: string
  editExperience: string
  income: string
  submit: string
  toast: string
  notice: string
  approvalPending: string
  csatReason: string
}

const ENGLISH: Words = {
  lang: 'en',
  reviewTitle: 'Review your job post',
  backToJobs: 'Back to all jobs',
  experience: 'Years of experience',
  editExperience: 'Edit Years of experience',
  income: 'Monthly income',
  submit: 'Submit for review',
  toast: 'Post submitted for review',
  notice: 'Your job post is in review. Our team will reach out to you in next 24 hours.',
  approvalPending: 'Approval Pending',
  csatReason: 'Longer time to get job live',
}

const HINDI: Words = {
  lang: 'hi',
  reviewTitle: 'अपनी नौकरी पोस्ट की समीक्षा करें',
  backToJobs: 'सभी नौकरियों पर वापस जाएँ',
  experience: 'अनुभव के वर्ष',
  editExperience: 'बदलें अनुभव के वर्ष',
  income: 'मासिक आय',
  submit: 'समीक्षा के लिए भेजें',
  toast: 'पोस्ट समीक्षा के लिए भेज दी गई',
  notice: 'आपकी नौकरी पोस्ट समीक्षा में है। हमारी टीम अगले 24 घंटों में आपसे संपर्क करेगी।',
  approvalPending: 'मंज़ूरी बाकी',
  csatReason: 'नौकरी लाइव होने में ज़्यादा समय',
}

/** A post of the seeded reference data: role 1 of title 101 of category 1, in city 9. */
const POST: PostJobFormValues = {
  job_category: '1',
  job_title_id: '101',
  title: 'Delivery partner, two-wheeler',
  primary_job_role: '1',
  job_type: '1',
  constituency: '9',
  job_location_city: '9',
  preferred_location: '147',
  openings_count: '4',
  salary_min: '12000',
  salary_max: '18000',
  shift_timing: '2',
  fees_charged: '86',
  fee_amount: '500',
  fee_reason: ['UNIFORM'],
  qualification: '2',
  experience: '1',
  preferred_gender: '3',
  other_details: 'Fuel is paid.',
  mobile_no: '9876543210',
  is_whatsapp_number: 'true',
  contact_preference: '2',
  poster_role: 'FROM_COMPANY',
  advertiser_company_name: 'Godavari Foods',
  company_size: '2',
  company_type: '1',
  is_consultancy_name: 'false',
  company_name: 'Godavari Foods Pvt Ltd',
}

const bearer = (advertiser: SignedInAdvertiser) => ({ authorization: `Bearer ${advertiser.access}` })

/**
 * Access tokens live 5 s here, and once the page holds the sign-in it rotates the refresh token: the test's
 * own calls then use the page's pair, refreshed (and given back to the page) when the access token expired.
 */
async function asPage(
  page: Page,
  request: APIRequestContext,
  advertiser: SignedInAdvertiser,
  call: (signedIn: SignedInAdvertiser) => Promise<{ status: number }>,
) {
  const stored = await storedAdvertiser(page)
  const current = { ...advertiser, access: stored.access ?? advertiser.access, refresh: stored.refresh ?? '' }
  const first = await call(current)
  if (first.status !== 401) return first
  const renewed = await refreshTokens(request, current.refresh)
  expect(renewed.status).toBe(200)
  const pair = { access: renewed.body.access ?? '', refresh: renewed.body.refresh ?? '' }
  await page.evaluate(
    ({ keys, access, refresh }) => {
      localStorage.setItem(keys.access, access)
      localStorage.setItem(keys.refresh, refresh)
    },
    { keys: TOKEN_STORAGE_KEYS, ...pair },
  )
  return call({ ...current, ...pair })
}

/** One step's Next, as the form saves it: POST /submissions/draft/ with that step's fields. */
async function saveStep(
  request: APIRequestContext,
  advertiser: SignedInAdvertiser,
  step: 1 | 2 | 3 | 4,
  form: PostJobFormValues,
) {
  const body = toFormData({ ...toWire(form, 3), 'page-no': step, form_version: 3 })
  const answer = await request.post('/api/submissions/draft/?location=9&en=0&locale=en', {
    headers: { ...bearer(advertiser), 'app-type': 'web' },
    multipart: body,
  })
  return { status: answer.status(), body: (await answer.json()) as { details?: { path: string }[] } }
}

/** The advertiser's posts, from the API. */
async function posts(page: Page, request: APIRequestContext, advertiser: SignedInAdvertiser) {
  let results: SubmissionsPage['results'] = []
  const answer = await asPage(page, request, advertiser, async (signedIn) => {
    const response = await request.get('/api/submissions/submissions/', { headers: bearer(signedIn) })
    if (response.status() === 200) results = ((await response.json()) as SubmissionsPage).results
    return { status: response.status() }
  })
  expect(answer.status).toBe(200)
  return results
}

const withLang = (path: string, words: Words) => (words.lang === 'en' ? path : `${path}?lang=${words.lang}`)

const shown = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

test.describe('posting a job', () => {
  test('an advertiser fills the four steps, reviews, edits step 2, and submits once: toast, notice, Approval Pending', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(120_000)
    const words = testInfo.project.name === 'phone' ? HINDI : ENGLISH
    const advertiser = await signInAdvertiser(request)
    const plans = await request.get('/api/classifieds/v2/packages/', { headers: bearer(advertiser) })
    expect(plans.status()).toBe(200)
    const plan = ((await plans.json()) as { results: { id: number; title: string }[] }).results[0]
    if (!plan) throw new Error('no plans seeded')

    // Step 1: a maximum salary below the minimum, then a fee without a reason, are refused next to their
    // fields; corrected, the step is saved.
    const wrongRange = await saveStep(request, advertiser, 1, { ...POST, salary_max: '9000' })
    expect(wrongRange.status).toBe(400)
    expect(wrongRange.body.details?.map((detail) => detail.path)).toContain('salary_max')
    const noReason = await saveStep(request, advertiser, 1, { ...POST, fee_reason: undefined })
    expect(noReason.status).toBe(400)
    expect(noReason.body.details?.map((detail) => detail.path)).toContain('fee_reason')
    expect((await saveStep(request, advertiser, 1, POST)).status).toBe(200)
    expect((await saveStep(request, advertiser, 2, POST)).status).toBe(200)
    expect((await saveStep(request, advertiser, 3, POST)).status).toBe(200)
    expect((await saveStep(request, advertiser, 4, { ...POST, plan: String(plan.id) })).status).toBe(200)

    // The review page shows the post as the server holds it, in the spec's sections.
    await storeAdvertiser(page, advertiser)
    const response = await page.goto(withLang('/hire/advertiserPostJob/review', words))
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { level: 1, name: words.reviewTitle })).toBeVisible()
    await expect(page.getByRole('link', { name: words.backToJobs })).toHaveAttribute(
      'href',
      '/hire/advertiserDashboardPage',
    )
    await expect(shown(page, words.income)).toHaveText('₹12,000 - ₹18,000')
    await expect(page.getByText('Delivery partner, two-wheeler')).toBeVisible()
    await checkA11y(page)

    // Edit step 2 from the review page: the form opens at step 2; the change saved there shows on return.
    const before = await shown(page, words.experience).textContent()
    await page.getByRole('link', { name: words.editExperience }).click()
    await expect(page).toHaveURL(/\/hire\/advertiserPostJob\?step=2/)
    const edited = await asPage(page, request, advertiser, (signedIn) =>
      saveStep(request, signedIn, 2, { ...POST, experience: '0' }),
    )
    expect(edited.status).toBe(200)
    await page.goto(withLang('/hire/advertiserPostJob/review', words))
    await expect(shown(page, words.experience)).not.toHaveText(before ?? '')
    await expect(shown(page, words.experience)).not.toHaveText('')

    // Submit, tapped twice: one post, the toast, then the dashboard's notice and the post as Approval Pending.
    const submit = page.getByRole('button', { name: words.submit })
    await submit.dblclick()
    await expect(page.getByText(words.toast).first()).toBeVisible()
    await expect(page).toHaveURL(/\/hire\/advertiserDashboardPage/)
    await expect(page.getByText(words.notice)).toBeVisible()
    const card = page.getByRole('listitem').filter({ hasText: 'Delivery partner, two-wheeler' })
    await expect(card).toContainText(words.approvalPending)
    await page.getByRole('button', { name: words.csatReason }).click()
    await expect(page.getByRole('button', { name: words.csatReason })).toHaveAttribute('aria-pressed', 'true')
    await checkA11y(page)
    expect((await posts(page, request, advertiser)).map((post) => post.status)).toEqual(['approval_pending'])

    // A reload shows the post and not the notice again; the review page, its draft used, opens the form.
    await page.reload()
    await expect(card).toContainText(words.approvalPending)
    await expect(page.getByText(words.notice)).toHaveCount(0)
    await page.goto(withLang('/hire/advertiserPostJob/review', words))
    await expect(page).toHaveURL(/\/hire\/advertiserPostJob(\?|$)/)
    expect(await posts(page, request, advertiser)).toHaveLength(1)
    expect(pageErrors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
  })
})
