import { aClassified, aFeedPage } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { feedJobsQueryOptions } from '#src/lib/job-list-queries.ts'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { JobList } from './job-list.tsx'

afterEach(cleanup)

function HyderabadJobs() {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  return (
    <JobList list={useSuspenseInfiniteQuery(feedJobsQueryOptions(api, { location_slug: 'hyderabad' }))} />
  )
}

/** Renders the list inside a router whose API answers from `pages`, keyed by the cursor asked for. */
async function renderList(pages: Record<string, ReturnType<typeof aFeedPage>>) {
  const { fetch, requests } = fakeFetch((request) => {
    const cursor = new URL(request.url).searchParams.get('cursor') ?? ''
    const page = pages[cursor]
    return page
      ? jsonResponse(page)
      : jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, 404)
  })
  await renderSeeker({
    root: () => (
      <Suspense fallback={null}>
        <HyderabadJobs />
      </Suspense>
    ),
    fetch,
  })
  return { requests }
}

const jobs = (...ids: number[]) =>
  ids.map((id) =>
    aClassified({
      id,
      translated_content: { ...aClassified().translated_content, title: `Job number ${id}` },
    }),
  )

describe('JobList', () => {
  it('lists the jobs of the first page', async () => {
    await renderList({ '': aFeedPage({ results: jobs(9, 8) }) })

    expect(await screen.findByRole('article', { name: 'Job number 9' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('loads the next page with the cursor the API gave and adds it below', async () => {
    const { requests } = await renderList({
      '': aFeedPage({ results: jobs(9, 8), hasMore: true, next_cursor: 'after-8' }),
      'after-8': aFeedPage({ results: jobs(7), hasMore: false, next_cursor: null }),
    })

    fireEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }))

    expect(await screen.findByRole('article', { name: 'Job number 7' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(new URL(requests.at(-1)?.url ?? '').searchParams.get('cursor')).toBe('after-8')
    expect(screen.queryByRole('button', { name: /load more/i })).toBeNull()
    expect(screen.getByText('You have seen all 3 jobs.')).toBeTruthy()
  })

  it('says so when there are no jobs, and points to the latest ones', async () => {
    await renderList({ '': aFeedPage({ results: [] }) })

    expect(await screen.findByText(/No jobs here right now/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the latest jobs' })).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('tells the seeker when more jobs could not be loaded, and keeps the button', async () => {
    await renderList({ '': aFeedPage({ results: jobs(9), hasMore: true, next_cursor: 'missing' }) })

    fireEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }))

    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load more jobs/)
    expect(screen.getByRole('button', { name: 'Load more jobs' })).toBeTruthy()
  })
})
