import { describe, expect, it } from 'vitest'
import {
  CSAT_REASONS,
  csatEventFor,
  DEFAULT_EVENT_CATEGORY,
  defaultCategoryFor,
  EVENT_CATEGORIES,
  incompleteStepEvent,
  nextStepEvent,
  STEP_EVENTS,
  TOGGLE_EVENTS,
} from './events.ts'

describe('spec section 9: analytics categories', () => {
  it('lists exactly tap, toggle, screen_view, impression and swipe', () => {
    expect(EVENT_CATEGORIES).toEqual(['tap', 'toggle', 'screen_view', 'impression', 'swipe'])
  })

  it('defaults to tap', () => {
    expect(DEFAULT_EVENT_CATEGORY).toBe('tap')
  })
})

describe('spec section 9: toggle events', () => {
  it.each([
    ['skills', 'skills', 'toggle_skills'],
    ['upselling plan', 'upsellingPlan', 'toggle_upselling_plan'],
    ['active', 'activeJobs', 'toggle_active'],
    ['all jobs', 'allJobs', 'toggle_all_jobs'],
    ['expired', 'expiredJobs', 'toggle_expired'],
    ['select-all', 'selectAll', 'toggle_select_all'],
  ] as const)('%s is the toggle event %s -> %s', (_spec, key, event) => {
    expect(TOGGLE_EVENTS[key]).toBe(event)
    expect(defaultCategoryFor(event)).toBe('toggle')
  })

  it('has no other toggle events', () => {
    expect(Object.keys(TOGGLE_EVENTS)).toHaveLength(6)
  })

  it('leaves every other event on the default category', () => {
    expect(defaultCategoryFor('tap_apply')).toBe('tap')
    expect(defaultCategoryFor(STEP_EVENTS.nextFromJobDetails)).toBe('tap')
  })
})

describe('spec section 9: step events', () => {
  it.each([
    ['nextFromJobDetails', 'tap_next_job_details'],
    ['nextFromCandidateRequirements', 'tap_next_candidate_requirements'],
    ['incompleteJobDetails', 'incomplete_job_details_page'],
    ['incompleteCandidateRequirements', 'incomplete_candidate_requirement_page'],
    ['incompleteCompanyDetails', 'incomplete_company_details_page'],
  ] as const)('%s is %s', (key, event) => {
    expect(STEP_EVENTS[key]).toBe(event)
  })

  it('has no other step events', () => {
    expect(Object.keys(STEP_EVENTS)).toHaveLength(5)
  })

  it.each([
    [1, 'tap_next_job_details'],
    [2, 'tap_next_candidate_requirements'],
  ] as const)('"next" on step %i sends %s', (step, event) => {
    expect(nextStepEvent(step)).toBe(event)
  })

  it.each([
    [1, 'incomplete_job_details_page'],
    [2, 'incomplete_candidate_requirement_page'],
    [3, 'incomplete_company_details_page'],
  ] as const)('an incomplete step %i sends %s', (step, event) => {
    expect(incompleteStepEvent(step)).toBe(event)
  })
})

describe('spec section 9: CSAT reasons map to events', () => {
  it.each([
    ['longer time to get job live', 'longer_time_to_get_job_live', 'csat_longer_time_to_get_job_live'],
    ['not getting relevant leads', 'not_getting_relevant_leads', 'csat_not_getting_relevant_leads'],
    [
      'not able to find right candidates',
      'not_able_to_find_right_candidates',
      'csat_not_able_to_find_right_candidates',
    ],
    ['app web is complex', 'app_web_is_complex', 'csat_app_web_is_complex'],
    ['support from the product team', 'support_from_the_product_team', 'csat_support_from_the_product_team'],
  ] as const)('"%s" (%s) sends %s', (label, reason, event) => {
    expect(csatEventFor(reason)).toBe(event)
    expect(CSAT_REASONS.find((row) => row.reason === reason)?.label.toLowerCase()).toBe(label)
  })

  it('has exactly the five reasons, each with its own event', () => {
    expect(CSAT_REASONS).toHaveLength(5)
    expect(new Set(CSAT_REASONS.map((row) => row.event)).size).toBe(5)
  })

  it('refuses a reason it does not know', () => {
    expect(() => csatEventFor('too_expensive' as never)).toThrow(RangeError)
  })
})
