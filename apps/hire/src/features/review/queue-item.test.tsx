import type { ReviewQueueItem } from '@localjobs/api-client/review/types'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHire } from '#src/testing/render-hire.tsx'
import { QueueItem } from './queue-item.tsx'
import { aQueueItem, hoursAgo, NOW } from './review-test-kit.ts'

afterEach(cleanup)

const renderItem = (item: ReviewQueueItem, locale: 'en' | 'te' = 'en') =>
  renderHire({
    root: () => (
      <ul>
        <QueueItem item={item} now={NOW} />
      </ul>
    ),
    basepath: '/hire',
    locale,
  })

const age = () => screen.getByText(/^Waiting/)

describe('a post in the review queue', () => {
  it('shows the title as a link to the post, the city, the category, the company and the first-time badge', async () => {
    await renderItem(aQueueItem())
    const link = await screen.findByRole('link', { name: 'Delivery executive' })
    expect(link.getAttribute('href')).toBe('/hire/review/31')
    expect(screen.getByText('Vijayawada · Delivery')).toBeTruthy()
    expect(screen.getByText('Ravi Traders')).toBeTruthy()
    expect(screen.getByText('First-time advertiser')).toBeTruthy()
  })

  it('names the risk level in words with the number of findings, coloured by level', async () => {
    await renderItem(aQueueItem())
    const risk = await screen.findByText('High risk · 2 findings')
    expect(risk.getAttribute('data-risk')).toBe('high')
    cleanup()
    await renderItem(aQueueItem({ risk: { score: 5, level: 'low' }, findings: [aQueueItem().findings[0]!] }))
    expect((await screen.findByText('Low risk · 1 finding')).getAttribute('data-risk')).toBe('low')
    cleanup()
    await renderItem(
      aQueueItem({
        risk: { score: 30, level: 'medium' },
        advertiser: { ...aQueueItem().advertiser, first_time: false },
      }),
    )
    expect(await screen.findByText('Medium risk · 2 findings')).toBeTruthy()
    expect(screen.queryByText('First-time advertiser')).toBeNull()
  })

  it.each([
    [3, 'Waiting 3 h', 'ok'],
    [12, 'Waiting 12 h', 'ok'],
    [12.5, 'Waiting 12 h · Due soon', 'amber'],
    [20, 'Waiting 20 h · Due soon', 'amber'],
    [20.5, 'Waiting 20 h · Late', 'red'],
    [30, 'Waiting 30 h · Late', 'red'],
  ])(
    'after %s hours says "%s" (tone %s): amber after 12 h, red after 20 h, with a word',
    async (hours, text, tone) => {
      await renderItem(aQueueItem({ waiting_since: hoursAgo(hours) }))
      await screen.findByRole('link')
      expect(age().textContent).toBe(text)
      expect(age().getAttribute('data-tone')).toBe(tone)
    },
  )

  it('speaks Telugu', async () => {
    await renderItem(aQueueItem({ waiting_since: hoursAgo(21) }), 'te')
    expect(await screen.findByText('21 గం. నుండి వేచి ఉంది · ఆలస్యం')).toBeTruthy()
    expect(screen.getByText('మొదటిసారి ప్రకటనదారు')).toBeTruthy()
  })
})
