import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentPropsWithoutRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button, ButtonLink } from './button.tsx'

afterEach(cleanup)

/** Stands in for a router's Link: takes `to`, renders an <a> under the app's base path. */
function RouterLink({ to, ...props }: { to: string } & ComponentPropsWithoutRef<'a'>) {
  return <a href={`/jobs${to}`} data-router="yes" {...props} />
}

describe('Button', () => {
  it('is a button named by its text, which does not submit forms unless asked to', () => {
    render(<Button>Load more</Button>)

    const button = screen.getByRole('button', { name: 'Load more' })
    expect(button.getAttribute('type')).toBe('button')
  })

  it('can be a submit button', () => {
    render(<Button type="submit">Send OTP</Button>)

    expect(screen.getByRole('button', { name: 'Send OTP' }).getAttribute('type')).toBe('submit')
  })

  it('calls its handler when pressed', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Apply</Button>)

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))

    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while busy, says so, stays focusable and ignores presses', () => {
    const onClick = vi.fn()
    render(
      <Button busy onClick={onClick}>
        Loading…
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Loading…' })
    fireEvent.click(button)

    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('ButtonLink', () => {
  it('is a link to its address', () => {
    render(<ButtonLink href="/hire/advertiserPostJob">Post a job</ButtonLink>)

    const link = screen.getByRole('link', { name: 'Post a job' })
    expect(link.getAttribute('href')).toBe('/hire/advertiserPostJob')
  })

  it("renders through a router's link component and passes its props on", () => {
    render(
      <ButtonLink as={RouterLink} to="/driver-jobs-in-hyderabad" variant="secondary">
        Driver jobs
      </ButtonLink>,
    )

    const link = screen.getByRole('link', { name: 'Driver jobs' })
    expect(link.getAttribute('href')).toBe('/jobs/driver-jobs-in-hyderabad')
    expect(link.getAttribute('data-router')).toBe('yes')
    expect(link.className).not.toBe('')
  })
})
