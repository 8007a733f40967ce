import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderHire } from '#src/testing/render-hire.tsx'
import { Hero } from './hero.tsx'
import { HowItWorks } from './how-it-works.tsx'

afterEach(cleanup)

describe('advertiser home', () => {
  it('leads with one heading and the ways in: post a job, or sign in', async () => {
    await renderHire({ root: Hero })
    await screen.findByRole('heading', { level: 1 })

    expect(screen.getByRole('heading', { level: 1, name: 'Hire local staff fast' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe(
      '/hire/advertiserPostJob',
    )
    expect(screen.getByRole('link', { name: 'Sign in to your account' }).getAttribute('href')).toBe(
      '/hire/signin',
    )
  })

  it('states how many candidates are looking, with thousands commas', async () => {
    await renderHire({ root: Hero })

    expect(await screen.findByText('75,000+ candidates are actively looking for job')).toBeTruthy()
  })

  it('explains the three steps in order', async () => {
    await renderHire({ root: HowItWorks })
    await screen.findByRole('heading', { name: 'How it works' })

    const steps = screen.getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent)
    expect(steps).toEqual([
      '1. Describe the job',
      '2. We review your post',
      '3. Choose a plan, get applicants',
    ])
  })
})

describe('advertiser home in Telugu', () => {
  it('says everything in Telugu, the number with thousands commas', async () => {
    await renderHire({ root: Hero, locale: 'te' })

    expect(await screen.findByRole('heading', { level: 1, name: 'లోకల్ సిబ్బందిని త్వరగా నియమించండి' })).toBeTruthy()
    expect(screen.getByText(/75,000\+ మంది అభ్యర్థులు/)).toBeTruthy()
  })
})
