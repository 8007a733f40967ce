import { orderPrice } from '@localjobs/validation/payments'
import type { LightMyRequestResponse } from 'fastify'
import { planData } from '#src/seed/data/plans.ts'
import { bearer } from './advertisers.ts'
import type { TestApp } from './app.ts'
import { multipart } from './files.ts'

export interface OrderChoice {
  plan?: number
  upsell?: number | null
  districts?: number
  /** paise; the right total unless given */
  amount?: number
  key?: string | null
  locale?: string
  pageType?: string
  extra?: Record<string, string>
}

/** The total the API should charge for a choice, from the seeded prices (rupees as stored). */
export function expectedTotal({ plan = 1, upsell = null, districts = 1 }: OrderChoice = {}) {
  const data = planData.find((each) => each.id === plan)
  if (!data) throw new Error(`no plan ${plan}`)
  const district = data.upsells.find((each) => each.code === 'extra_district')?.price ?? data.price
  const addOn = upsell === null ? 0 : (data.upsells.find((each) => each.id === upsell)?.price ?? 0)
  return orderPrice({
    planPaise: data.price * 100,
    districtPaise: district * 100,
    upsellPaise: addOn * 100,
    totalDistricts: districts,
  })
}

/** POST /api/payments/razorpay/order/ as the checkout sends it (multipart, Idempotency-Key). */
export function createOrder(
  test: TestApp,
  access: string,
  submissionId: number,
  choice: OrderChoice = {},
): Promise<LightMyRequestResponse> {
  const plan = choice.plan ?? 1
  const upsell = choice.upsell ?? null
  const districts = choice.districts ?? 1
  const amount = choice.amount ?? expectedTotal({ plan, upsell, districts }).total
  const fields: Record<string, string> = {
    amount: String(amount),
    submission_type: '3',
    package_id: String(plan),
    notes: JSON.stringify({ advertiser_id: 1 }),
    experiment_payment: '1',
    payment_page_type: choice.pageType ?? 'post_job',
    meta: JSON.stringify(
      upsell === null ? { package_id: plan } : { package_id: plan, upselling_option_id: upsell },
    ),
    location_id: '9',
    total_districts: String(districts),
    submission_id: String(submissionId),
    ...choice.extra,
  }
  const body = multipart(Object.entries(fields).map(([field, data]) => ({ field, data })))
  const key = choice.key === undefined ? crypto.randomUUID() : choice.key
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/order/',
    headers: {
      ...bearer(access),
      'content-type': body.contentType,
      'accept-language': choice.locale ?? 'en',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body.payload,
  })
}
