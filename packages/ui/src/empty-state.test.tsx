import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ButtonLink } from './button.tsx'
import { EmptyState } from './empty-state.tsx'

afterEach(cleanup)

describe('EmptyState', () => {
  it('says what is missing as a heading, with a description and an action (spec section 8)', () => {
    render(
      <EmptyState
        title="Profile not created"
        description="Create your job profile to apply in one tap."
        action={<ButtonLink href="/jobs/create_profile">Create profile</ButtonLink>}
      />,
    )

    expect(screen.getByRole('heading', { level: 2, name: 'Profile not created' })).toBeTruthy()
    expect(screen.getByText('Create your job profile to apply in one tap.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create profile' }).getAttribute('href')).toBe(
      '/jobs/create_profile',
    )
  })

  it('fits the page outline and hides its picture from screen readers', () => {
    const { container } = render(
      <EmptyState title="No applicants found" headingLevel={3} icon={<svg data-testid="icon" />} />,
    )

    expect(screen.getByRole('heading', { level: 3, name: 'No applicants found' })).toBeTruthy()
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
  })
})
