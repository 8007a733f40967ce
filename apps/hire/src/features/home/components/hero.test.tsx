import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Hero } from './hero.tsx'
import { HowItWorks } from './how-it-works.tsx'

afterEach(cleanup)

describe('advertiser home', () => {
  it('leads with one heading and the ways in: post a job, or sign in', () => {
    render(<Hero />)

    expect(screen.getByRole('heading', { level: 1, name: 'Hire local staff fast' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe(
      '/hire/advertiserPostJob',
    )
    expect(screen.getByRole('link', { name: 'Sign in to your account' }).getAttribute('href')).toBe(
      '/hire/signin',
    )
  })

  it('states how many candidates are looking, with thousands commas', () => {
    render(<Hero />)

    expect(screen.getByText('75,000+ candidates are actively looking for job')).toBeTruthy()
  })

  it('explains the three steps in order', () => {
    render(<HowItWorks />)

    const steps = screen.getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent)
    expect(steps).toEqual([
      '1. Describe the job',
      '2. We review your post',
      '3. Choose a plan, get applicants',
    ])
  })
})
