import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { JobCard } from './job-card.tsx'

afterEach(cleanup)

const now = Date.parse('2025-01-15T09:00:00.000Z')

describe('JobCard', () => {
  it('shows what a seeker decides on: title, company, pay, place, experience, job type and age', () => {
    render(<JobCard job={aClassified({ posted_at: '2025-01-10T09:00:00.000Z' })} now={now} />)

    const card = screen.getByRole('article', { name: 'Car driver for office pick-up' })
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Car driver for office pick-up')
    expect(within(card).getByText('Sri Sai Travels')).toBeTruthy()
    expect(within(card).getByText('₹12,000 - ₹18,000 per month')).toBeTruthy()
    expect(within(card).getByText('Madhapur, Hyderabad')).toBeTruthy()
    expect(within(card).getByText('1 - 3 years')).toBeTruthy()
    expect(within(card).getByText('Full time')).toBeTruthy()
    expect(card.textContent).toContain('Posted 5 days ago')
  })

  it('labels each fact for screen readers', () => {
    render(<JobCard job={aClassified()} now={now} />)

    const labels = screen.getAllByRole('term').map((term) => term.textContent)
    expect(labels).toEqual(['Salary', 'Location', 'Experience', 'Job type'])
  })

  it('shows the title in the language the API answered in', () => {
    const job = aClassified()
    render(
      <JobCard
        job={{ ...job, locale: 'hi', translated_content: { ...job.translated_content, title: 'कार ड्राइवर' } }}
        now={now}
      />,
    )

    expect(screen.getByRole('heading', { name: 'कार ड्राइवर' })).toBeTruthy()
  })

  it('shows the city alone when the job names no locality', () => {
    render(<JobCard job={aClassified({ locality: null })} now={now} />)

    expect(screen.getByText('Hyderabad')).toBeTruthy()
  })

  it('gives the exact posting date in India to the time element', () => {
    render(<JobCard job={aClassified({ posted_at: '2025-01-04T20:00:00.000Z' })} now={now} />)

    const time = screen.getByText('10 days ago')
    expect(time.getAttribute('dateTime')).toBe('2025-01-04T20:00:00.000Z')
    expect(time.getAttribute('title')).toBe('5 Jan, 2025')
  })
})
