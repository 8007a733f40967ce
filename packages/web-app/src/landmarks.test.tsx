import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Main, SkipLink } from './landmarks.tsx'

afterEach(cleanup)

describe('SkipLink and Main', () => {
  it('link past the header to the main landmark, which takes the focus', () => {
    render(
      <>
        <SkipLink>Skip to content</SkipLink>
        <Main>
          <h1>Latest jobs</h1>
        </Main>
      </>,
    )

    const main = screen.getByRole('main')
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(`#${main.id}`)
    expect(main.tabIndex).toBe(-1)
    expect(main.textContent).toBe('Latest jobs')
  })
})
