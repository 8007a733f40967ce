import type { APIRequestContext } from '@playwright/test'
import type { PrimaryJobRolesResponse } from '../../packages/api-client/src/primary-job-roles/types.ts'
import { CREATE_SUBMISSION_PATHS } from '../../packages/api-client/src/submissions/create.ts'
import {
  type PostJobFormValues,
  toFormData,
  toWire,
} from '../../packages/api-client/src/submissions/form-mapping.ts'
import { type SignedInAdvertiser, signInAdvertiser, storeAdvertiser } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'

// The review desk (issue #8, decision 031): an advertiser posts a job that charges candidates a fee; an ops
// user (the e2e server's OPS_MOBILE_NUMBERS) finds it flagged in the queue, holds it with a reason, and the
// history shows it. An advertiser without the ops role is told the desk is for the review team.

/** One ops number per project: an OTP is limited to 3 codes per number per 10 minutes. */
const OPS_NUMBER: Record<string, string> = { 'phone-360': '9100000011', desktop: '9100000012' }

const bearer = (who: SignedInAdvertiser) => ({ authorization: `Bearer ${who.access}` })

/** Posts a whole job through the create call (form version 3), charging candidates a fee (fees_charged 86). */
async function postChargingAFee(request: APIRequestContext, advertiser: SignedInAdvertiser, title: string) {
  const roles = (await (
    await request.get('/api/classifieds/v1/primary-job-roles/')
  ).json()) as PrimaryJobRolesResponse
  const role = roles.results[0]
  const localities = (await (await request.get('/api/locations/localities/?city_id=9')).json()) as {
    results: Array<{ id: number }>
  }
  if (!role || localities.results.length < 1) throw new Error('the e2e database has no roles or localities')
  const form: PostJobFormValues = {
    job_category: String(role.job_category),
    job_title_id: String(role.job_title_id),
    job_title: role.job_title,
    title,
    primary_job_role: String(role.id),
    job_type: '1',
    constituency: '9',
    job_location_city: '9',
    job_location_locality: String(localities.results[0]?.id),
    preferred_location: '148',
    posting_locations: [String(localities.results[0]?.id)],
    openings_count: '2',
    salary_min: '12000',
    salary_max: '15000',
    shift_timing: '2',
    job_hours: '1',
    fees_charged: '86',
    fee_amount: '500',
    fee_reason: ['UNIFORM'],
    fee_collected_at: 'On joining',
    qualification: '2',
    experience: '1',
    preferred_gender: '3',
    min_preferred_age: '18',
    max_preferred_age: '35',
    preferred_languages: [1],
    assets: [1],
    skills: ['1'],
    resume_required: 'false',
    other_details: 'Pay a registration fee of 500 rupees to join.',
    mobile_no: advertiser.mobile,
    is_whatsapp_number: 'true',
    contact_preference: '1',
    poster_role: 'FROM_COMPANY',
    advertiser_company_name: 'Godavari Foods',
    company_size: '2',
    company_type: '1',
    is_consultancy_name: 'false',
    company_name: 'Godavari Foods Pvt Ltd',
    plan: '1',
  }
  const response = await request.post(`/api${CREATE_SUBMISSION_PATHS[3]}?location=9&en=0&locale=en`, {
    headers: { ...bearer(advertiser), 'app-type': 'web', 'idempotency-key': crypto.randomUUID() },
    multipart: toFormData(toWire(form, 3)),
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: number }
}

test.describe('the review desk', () => {
  test('an ops user finds a post charging a fee flagged in the queue, holds it with a reason, and the history shows it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const advertiser = await signInAdvertiser(request)
    const title = `Helper ${testInfo.project.name} ${Date.now()}`
    const post = await postChargingAFee(request, advertiser, title)

    const ops = await signInAdvertiser(request, { mobile: OPS_NUMBER[testInfo.project.name] ?? '9100000011' })
    await storeAdvertiser(page, ops)
    await page.goto('/hire/review')
    await expect(page.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible()
    // Only first-time advertisers: this advertiser's post is theirs, and the risky ones come first.
    await page.getByRole('checkbox', { name: 'Only first-time advertisers' }).check()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
    await expect(card).toBeVisible()
    await expect(card.getByText(/^(High|Medium) risk · \d+ findings?$/)).toBeVisible()
    await expect(card.getByText(/^Waiting 0 h$/)).toBeVisible()
    await expect(card.getByText('First-time advertiser')).toBeVisible()

    await card.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/hire/review/${post.id}$`))
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(page.getByText('Charges a fee', { exact: false }).first()).toBeVisible()
    await expect(page.getByText('Status: Approval Pending')).toBeVisible()

    await page.getByRole('button', { name: 'Hold' }).click()
    const sheet = page.getByRole('region', { name: 'Hold' })
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await expect(sheet.getByText('Choose a reason').last()).toBeVisible()
    await sheet.getByRole('combobox', { name: /Reason/ }).selectOption('remove_fee')
    await sheet
      .getByRole('textbox', { name: /What the advertiser must fix/ })
      .fill('Remove the ₹500 registration fee')
    await sheet.getByRole('button', { name: 'Confirm' }).click()

    await expect(page.getByText('Post put on hold').first()).toBeVisible()
    await expect(page.getByText('Status: On Hold')).toBeVisible()
    const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'History' }) })
    await expect(history.getByText('Approval Pending → On Hold')).toBeVisible()
    await expect(history.getByText('Remove the fee charged to candidates')).toBeVisible()
    await expect(history.getByText('Remove the ₹500 registration fee')).toBeVisible()

    // On hold, it is in the desk's On hold list.
    await page.getByRole('link', { name: 'Back to the queue' }).click()
    await page.getByRole('button', { name: 'On hold' }).click()
    await expect(page.getByRole('link', { name: title })).toBeVisible()
  })

  test('an advertiser without the ops role is told the desk is for the review team', async ({
    page,
    request,
  }) => {
    await storeAdvertiser(page, await signInAdvertiser(request))
    await page.goto('/hire/review/reports?lang=te')
    await expect(page.getByRole('heading', { name: 'ఈ పేజీ సమీక్ష బృందం కోసం.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'మీ డాష్‌బోర్డ్‌కు వెళ్లండి' })).toHaveAttribute(
      'href',
      '/hire/advertiserDashboardPage',
    )
    await page.goto('/hire/review?lang=en')
    await expect(page.getByRole('heading', { name: 'This page is for the review team.' })).toBeVisible()
    await expect(page.getByRole('checkbox')).toHaveCount(0)
  })

  test('a signed-out visitor goes to sign-in and comes back to the desk', async ({ page }) => {
    await page.goto('/hire/review/reports')
    await expect(page).toHaveURL(/\/hire\/signin\?redirect=%2Fhire%2Freview%2Freports/)
  })
})
