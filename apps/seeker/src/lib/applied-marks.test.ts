import { createApiClient } from '@localjobs/api-client/client'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadedTranslations } from '#src/testing/render-seeker.tsx'
import { isApplied, markApplied } from './applied-jobs.ts'
import { APPLIED_ATTRIBUTE, markJobCards } from './applied-marks.ts'
import { getLoginDetails, setLoginDetails } from './login-state.ts'

/** Every marker a test started, stopped after it (one page has one). */
const markers: (() => void)[] = []
const mark = (...args: Parameters<typeof markJobCards>) => {
  const stop = markJobCards(...args)
  markers.push(stop)
  return stop
}

afterEach(() => {
  for (const stop of markers.splice(0)) stop()
  document.body.innerHTML = ''
  window.localStorage.clear()
})

/** Each test is its own seeker: answers are kept per seeker for the visit. */
let nextUser = 100
const aSeeker = () => ++nextUser

/** A page of job cards: the last line of each names its job, as JobCard renders it. */
function cards(ids: number[], parent: Element = document.body) {
  for (const id of ids) {
    const article = document.createElement('article')
    article.innerHTML = `<h2>Job ${id}</h2><p data-job="${id}">Posted 2 days ago</p>`
    parent.append(article)
  }
}
const markOf = (id: number) =>
  document.querySelector(`[data-job="${id}"]`)?.getAttribute(APPLIED_ATTRIBUTE) ?? undefined

/** applied_jobs answered from `applied`; every question recorded. */
async function seekerContext(applied: number[], locale: 'en' | 'te' = 'en', status = 200) {
  const asked: number[][] = []
  const { fetch } = fakeFetch((request) => {
    const ids = new URL(request.url).searchParams.getAll('classified_ids').map(Number)
    asked.push(ids)
    if (status !== 200)
      return jsonResponse({ statusCode: status, code: 'NOT_LOGGED_IN', message: 'x' }, status)
    return jsonResponse({ classified_ids: ids.filter((id) => applied.includes(id)) })
  })
  const context = {
    api: createApiClient({ baseUrl: 'http://api.test/api', fetch, locale }),
    i18n: await loadedTranslations(locale),
  }
  return { context, asked }
}

describe('markJobCards', () => {
  it('asks once about every card on the page and marks the ones the seeker applied to', async () => {
    cards([11, 12, 13])
    const { context, asked } = await seekerContext([12])
    mark(context, aSeeker())

    await waitFor(() => expect(markOf(12)).toBe('Applied'))
    expect(markOf(11)).toBeUndefined()
    expect(markOf(13)).toBeUndefined()
    expect(asked).toEqual([[11, 12, 13]])
  })

  it('marks cards that come later (Load more), asking only about those', async () => {
    cards([21, 22])
    const { context, asked } = await seekerContext([21, 24])
    mark(context, aSeeker())
    await waitFor(() => expect(markOf(21)).toBe('Applied'))

    cards([23, 24])
    await waitFor(() => expect(markOf(24)).toBe('Applied'))
    expect(asked).toEqual([
      [21, 22],
      [23, 24],
    ])
  })

  it('says it in the page language', async () => {
    cards([31])
    const { context } = await seekerContext([31], 'te')
    mark(context, aSeeker())
    await waitFor(() => expect(markOf(31)).toBe('దరఖాస్తు చేశారు'))
  })

  it('asks in pages of 50 at most', async () => {
    const ids = Array.from({ length: 120 }, (_, index) => 1000 + index)
    cards(ids)
    const { context, asked } = await seekerContext([1119])
    mark(context, aSeeker())
    await waitFor(() => expect(markOf(1119)).toBe('Applied'))
    expect(asked.map((page) => page.length)).toEqual([50, 50, 20])
  })

  it('shows an apply made here at once, on every card of the job, without asking again', async () => {
    const user = aSeeker()
    cards([41, 42])
    const { context, asked } = await seekerContext([])
    mark(context, user)
    await waitFor(() => expect(asked).toHaveLength(1))

    markApplied(user, 42)
    await waitFor(() => expect(markOf(42)).toBe('Applied'))
    await expect(isApplied(context, user, 42)).resolves.toBe(true)
    await expect(isApplied(context, user, 41)).resolves.toBe(false)
    expect(asked).toHaveLength(1)
  })

  it('takes the marks off when stopped (the seeker logged out)', async () => {
    cards([51])
    const { context } = await seekerContext([51])
    const stop = mark(context, aSeeker())
    await waitFor(() => expect(markOf(51)).toBe('Applied'))

    stop()
    expect(markOf(51)).toBeUndefined()
    cards([52])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(markOf(52)).toBeUndefined()
  })

  it('marks nothing again after the stop, even for changes seen just before it', async () => {
    cards([81])
    const { context } = await seekerContext([81, 82])
    const stop = mark(context, aSeeker())
    await waitFor(() => expect(markOf(81)).toBe('Applied'))

    // The stop comes while the change that ends the session is being noticed (as a logout's re-render does).
    new MutationObserver((_records, observer) => {
      observer.disconnect()
      stop()
    }).observe(document.body, { childList: true, subtree: true })
    cards([82])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(markOf(81)).toBeUndefined()
    expect(markOf(82)).toBeUndefined()
  })

  it("never shows one seeker's marks to the next", async () => {
    cards([61])
    const first = await seekerContext([61])
    const stop = mark(first.context, aSeeker())
    await waitFor(() => expect(markOf(61)).toBe('Applied'))
    stop()

    const second = await seekerContext([])
    mark(second.context, aSeeker())
    await waitFor(() => expect(second.asked).toEqual([[61]]))
    expect(markOf(61)).toBeUndefined()
  })

  it('logs the seeker out here when the session has ended (401), and marks nothing', async () => {
    setLoginDetails({
      id: 7,
      jobsUserId: 70,
      isLogIn: true,
      mobileNumber: '9876543210',
      name: 'Name',
      whatsAppOptIn: false,
    })
    cards([71])
    const { context } = await seekerContext([71], 'en', 401)
    mark(context, aSeeker())
    await waitFor(() => expect(getLoginDetails()).toBeNull())
    expect(markOf(71)).toBeUndefined()
  })
})
