import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FullPageLoader } from './full-page-loader.tsx'

afterEach(cleanup)

describe('FullPageLoader', () => {
  it('draws nothing when no navigation is in progress', () => {
    const { container } = render(<FullPageLoader active={false} />)
    expect(container.childElementCount).toBe(0)
  })

  it('announces the loading state to screen readers while active', () => {
    render(<FullPageLoader active label="Loading the job" />)
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(status.textContent).toBe('Loading the job')
  })
})
