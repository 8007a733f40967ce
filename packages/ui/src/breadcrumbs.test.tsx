import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Breadcrumbs } from './breadcrumbs.tsx'

afterEach(cleanup)

const trail = [
  { label: 'Home Page', href: '/jobs' },
  { label: 'Jobs', href: '/jobs/jobs-in-hyderabad' },
  { label: 'Job Detail' },
]

describe('Breadcrumbs', () => {
  it('is a navigation landmark named Breadcrumb, holding an ordered list', () => {
    render(<Breadcrumbs items={trail} />)

    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const list = within(nav).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('›', '')),
    ).toEqual(['Home Page', 'Jobs', 'Job Detail'])
  })

  it('links the earlier pages and marks the last as the current page, not a link', () => {
    render(<Breadcrumbs items={trail} />)

    expect(screen.getByRole('link', { name: 'Home Page' }).getAttribute('href')).toBe('/jobs')
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/jobs/jobs-in-hyderabad')
    expect(screen.queryByRole('link', { name: 'Job Detail' })).toBeNull()
    expect(screen.getByText('Job Detail').getAttribute('aria-current')).toBe('page')
  })

  it('hides the separators from screen readers', () => {
    const { container } = render(<Breadcrumbs items={trail} />)

    expect(
      Array.from(container.querySelectorAll('[aria-hidden="true"]'), (each) => each.textContent),
    ).toEqual(['›', '›'])
  })

  it("draws links with the app's router link, given through renderLink", () => {
    render(
      <Breadcrumbs
        label="ब्रेडक्रम्ब"
        items={trail}
        renderLink={({ href, className, children }) => (
          <a href={`/base${href}`} data-router="yes" className={className}>
            {children}
          </a>
        )}
      />,
    )

    const link = within(screen.getByRole('navigation', { name: 'ब्रेडक्रम्ब' })).getByRole('link', {
      name: 'Home Page',
    })
    expect(link.getAttribute('href')).toBe('/base/jobs')
    expect(link.getAttribute('data-router')).toBe('yes')
  })
})
