import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Heading, Inline, PageContainer, Stack } from './layout.tsx'

afterEach(cleanup)

describe('layout primitives', () => {
  it('Heading puts the heading at its level in the outline, whatever size it looks', () => {
    render(
      <>
        <Heading level={1}>Hire local staff fast</Heading>
        <Heading level={2} size="lg" id="how">
          How it works
        </Heading>
      </>,
    )

    expect(screen.getByRole('heading', { level: 1, name: 'Hire local staff fast' })).toBeTruthy()
    const second = screen.getByRole('heading', { level: 2, name: 'How it works' })
    expect(second.id).toBe('how')
    // a smaller look than a level-2 heading by default, for the same place in the outline
    expect(second.className).not.toBe(screen.getByRole('heading', { level: 1 }).className)
  })

  it('Stack and Inline render the element asked for, keep list semantics and pass attributes on', () => {
    render(
      <Stack as="section" aria-labelledby="steps-title" gap="lg">
        <h2 id="steps-title">Steps</h2>
        <Inline as="ul" gap="xs">
          <li>Describe the job</li>
          <li>We review your post</li>
        </Inline>
      </Stack>,
    )

    const region = screen.getByRole('region', { name: 'Steps' })
    expect(region.tagName).toBe('SECTION')
    expect(screen.getByRole('list').tagName).toBe('UL')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Describe the job',
      'We review your post',
    ])
  })

  it('give different gaps different classes, and keep a caller class', () => {
    render(
      <>
        <Stack data-testid="small" gap="xs" className="mine" />
        <Stack data-testid="large" gap="xl" />
        <Inline data-testid="row" wrap={false} justify="between" />
        <PageContainer as="header" data-testid="page" />
      </>,
    )

    const small = screen.getByTestId('small')
    expect(small.className).toContain('mine')
    expect(small.className).not.toBe(screen.getByTestId('large').className)
    expect(screen.getByTestId('row').className.split(' ').length).toBe(3)
    expect(screen.getByTestId('page').tagName).toBe('HEADER')
  })
})
