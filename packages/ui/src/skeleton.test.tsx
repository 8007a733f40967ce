import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Skeleton, SkeletonGroup } from './skeleton.tsx'

afterEach(cleanup)

describe('SkeletonGroup', () => {
  it('announces what is loading once, and hides the placeholder shapes from screen readers', () => {
    const { container } = render(
      <SkeletonGroup label="Loading more jobs">
        <Skeleton text width="60%" />
        <Skeleton height={48} />
      </SkeletonGroup>,
    )

    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading more jobs')
    expect(status.getAttribute('aria-live')).toBe('polite')
    const shapes = container.querySelectorAll('[aria-hidden="true"]')
    expect(shapes).toHaveLength(2)
  })

  it('sizes a placeholder as asked', () => {
    const { container } = render(<Skeleton width="60%" height={20} />)

    const shape = container.firstElementChild as HTMLElement
    expect(shape.style.width).toBe('60%')
    expect(shape.style.height).toBe('20px')
  })
})
