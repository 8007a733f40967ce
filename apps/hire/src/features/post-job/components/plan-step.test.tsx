import type { Plan } from '@localjobs/api-client/plans/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { useMultiStepForm } from '@localjobs/ui/multi-step-form'
import { messageFor } from '@localjobs/validation/messages'
import { type PostJobFormValues, postJobStep4Schema } from '@localjobs/validation/post-job'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { FormProvider } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { anAddOn, aPlan, plansAnswer } from '#src/testing/plans.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { DISTRICTS_STORAGE_KEY, UPSELL_STORAGE_KEY } from '../submit-state.ts'
import { PlanStep } from './plan-step.tsx'

vi.mock('@localjobs/web-app/analytics', () => ({ track: vi.fn() }))
const { track } = await import('@localjobs/web-app/analytics')

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.mocked(track).mockClear()
})

const basic = (overrides: Partial<Plan> = {}): Plan =>
  aPlan({
    features: ['Job live for 15 days', 'Call and WhatsApp your applicants'],
    upselling_options: [anAddOn(11, 'Urgent hiring badge', 149)],
    ...overrides,
  })

const PLANS = [
  basic(),
  basic({
    id: 2,
    code: 'premium',
    title: 'Premium',
    price: 1599,
    validity_days: 30,
    features: ['Shown first'],
    featured: true,
    applicants_allowed: null,
    database_contacts: 25,
  }),
  basic({ id: 3, code: 'premium_plus', title: 'Premium plus', price: 999, validity_days: 30, features: [] }),
]

/** Step 4 as the post-job form holds it: the multi-step hook, its FormProvider, the step's schema. */
function PlanForm({ onSave }: { onSave: (values: PostJobFormValues) => void }) {
  const flow = useMultiStepForm<PostJobFormValues>({
    steps: [{ schema: postJobStep4Schema, fields: ['plan'] }],
    defaultValues: {},
    translate: (message) => messageFor({ message }, 'en'),
    draft: false,
    onSave: async (values) => {
      onSave(values)
      return true
    },
  })
  return (
    <FormProvider {...flow.form}>
      <form {...flow.formProps}>
        <PlanStep />
        <button type="submit">Next</button>
      </form>
    </FormProvider>
  )
}

async function renderPlanStep(answer: (request: Request) => Response, locale: 'en' | 'te' = 'en') {
  const saved = vi.fn()
  const { fetch, requests } = fakeFetch(answer)
  await renderHire({
    root: Outlet,
    routes: [{ path: 'advertiserPostJob', component: () => <PlanForm onSave={saved} /> }],
    basepath: '/hire',
    path: '/hire/advertiserPostJob',
    fetch,
    locale,
  })
  return { saved, requests }
}

describe('PlanStep', () => {
  it('lists the plans as radio cards: title, price, validity and its end date, what each unlocks', async () => {
    const { requests } = await renderPlanStep(() => jsonResponse(plansAnswer(PLANS)))

    const group = await screen.findByRole('group', { name: 'Choose a plan' })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(3)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/classifieds/v2/packages/')
    const premium = within(group).getByRole('radio', { name: /Premium\s*₹1,599/ })
    const described = document.getElementById(premium.getAttribute('aria-describedby') ?? '')
    const end = dayjs().add(30, 'day').format('D MMM, YYYY')
    expect(described?.textContent).toContain(`30 days · Valid till ${end}`)
    expect(described?.textContent).toContain('Shown first')
    expect(within(group).getByText('Job live for 15 days')).toBeTruthy()
  })

  it("refuses Next without a plan, with the step's error next to the plans, and records the one chosen", async () => {
    const { saved } = await renderPlanStep(() => jsonResponse(plansAnswer(PLANS)))
    await screen.findByRole('group', { name: 'Choose a plan' })

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(screen.getAllByRole('radio')[0]?.getAttribute('aria-invalid')).toBe('true')
    expect(saved).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('radio', { name: /Premium plus/ }))
    await vi.waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(expect.objectContaining({ plan: '3' })))
  })

  it("offers the chosen plan's add-ons as a switch, kept for the payment and tracked as the upselling plan toggle", async () => {
    await renderPlanStep(() => jsonResponse(plansAnswer(PLANS)))
    fireEvent.click(await screen.findByRole('radio', { name: /Basic/ }))

    const addOn = await screen.findByRole('checkbox', { name: 'Urgent hiring badge (+₹149)' })
    fireEvent.click(addOn)
    expect(sessionStorage.getItem(UPSELL_STORAGE_KEY)).toBe('11')
    expect(track).toHaveBeenLastCalledWith('toggle_upselling_plan', {
      category: 'toggle',
      properties: { plan_id: 1, upselling_option_id: 11, checked: true },
    })
    fireEvent.click(addOn)
    expect(sessionStorage.getItem(UPSELL_STORAGE_KEY)).toBeNull()
    expect(track).toHaveBeenLastCalledWith('toggle_upselling_plan', {
      category: 'toggle',
      properties: { plan_id: 1, upselling_option_id: 11, checked: false },
    })
  })

  it('shows "+ GST" apart, featured, the applicants and database contacts each plan allows', async () => {
    await renderPlanStep(() => jsonResponse(plansAnswer(PLANS)))
    const group = await screen.findByRole('group', { name: 'Choose a plan' })
    const premium = within(group).getByRole('radio', {
      name: /Premium\s*₹1,599\s*\+ GST · for one district\s*Featured/,
    })
    const described = document.getElementById(premium.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toContain('Unlimited applicants')
    expect(described?.textContent).toContain('25 candidate database contacts')
    const first = within(group).getByRole('radio', { name: /^Basic/ })
    const basicText = document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent
    expect(basicText).toContain('Up to 50 applicants')
    expect(basicText).not.toContain('database contacts')
  })

  it('totals the plan, the districts and the add-on with GST, as orderPrice does, and keeps the districts', async () => {
    await renderPlanStep(() => jsonResponse(plansAnswer(PLANS)))
    fireEvent.click(await screen.findByRole('radio', { name: /^Basic/ }))
    const total = () => {
      const rows = [...document.querySelectorAll('dl > div')].map((row) => row.textContent)
      return rows.slice(-3)
    }
    // ₹299 + 18% GST (₹53.82)
    expect(total()).toEqual(['Price₹299', 'GST (18%)₹53.82', 'Total₹352.82'])
    const fewer = screen.getByRole('button', { name: 'One district fewer' })
    const more = screen.getByRole('button', { name: 'One more district' })
    expect(fewer.hasAttribute('disabled')).toBe(true)
    fireEvent.click(more)
    fireEvent.click(more)
    expect(screen.getByText('3 districts')).toBeTruthy()
    expect(sessionStorage.getItem(DISTRICTS_STORAGE_KEY)).toBe('3')
    // ₹299 + 2 × ₹100 = ₹499; GST ₹89.82
    expect(total()).toEqual(['Price₹499', 'GST (18%)₹89.82', 'Total₹588.82'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Urgent hiring badge (+₹149)' }))
    // + ₹149 = ₹648; GST ₹116.64
    expect(total()).toEqual(['Price₹648', 'GST (18%)₹116.64', 'Total₹764.64'])
    for (let i = 0; i < 12; i += 1) fireEvent.click(more)
    expect(screen.getByText('10 districts')).toBeTruthy()
    expect(more.hasAttribute('disabled')).toBe(true)
    fireEvent.click(fewer)
    expect(screen.getByText('9 districts')).toBeTruthy()
  })

  it.each([
    [1024, 'You pay for the plan when you submit your post.'],
    [360, 'You pay after our team reviews your post.'],
  ])('at %i px says when the plan is paid (the payment variant): %s', async (width, hint) => {
    const before = window.innerWidth
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
    try {
      await renderPlanStep(() => jsonResponse(plansAnswer(PLANS)))
      await screen.findByRole('group', { name: 'Choose a plan' })
      expect(await screen.findByText(hint)).toBeTruthy()
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: before })
    }
  })

  it('says when the plans could not be loaded, and tries again', async () => {
    let fail = true
    await renderPlanStep(() =>
      fail ? jsonResponse({ statusCode: 429, message: 'Slow down' }, 429) : jsonResponse(plansAnswer(PLANS)),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not load the plans.')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('group', { name: 'Choose a plan' })).toBeTruthy()
  })

  it('speaks Telugu, with the end date in Telugu', async () => {
    await renderPlanStep(() => jsonResponse(plansAnswer([basic({ title: 'బేసిక్' })])), 'te')
    const group = await screen.findByRole('group', { name: 'ప్లాన్ ఎంచుకోండి' })
    const end = dayjs().add(15, 'day').locale('te').format('D MMM, YYYY')
    expect(within(group).getByText(new RegExp(`${end} వరకు చెల్లుతుంది`))).toBeTruthy()
  })
})
