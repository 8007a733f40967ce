import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Stepper } from './stepper.tsx'
import { spokenText } from './test-helpers.ts'

afterEach(cleanup)

const steps = ['Job details', 'Candidate requirements', 'Company details', 'Plan']

describe('Stepper', () => {
  it('is an ordered list named by its label, one item per step', () => {
    render(<Stepper label="Post a job" steps={steps} current={1} />)

    const list = screen.getByRole('list', { name: 'Post a job' })
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  })

  it('marks the current step with aria-current="step" and says what the others are', () => {
    render(<Stepper label="Post a job" steps={steps} current={3} />)

    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null])
    expect(items.map(spokenText)).toEqual([
      'Step 1 of 4: Job details, completed',
      'Step 2 of 4: Candidate requirements, completed',
      'Step 3 of 4: Company details',
      'Step 4 of 4: Plan, not started',
    ])
  })

  it('hides the drawn numbers and ticks from screen readers', () => {
    const { container } = render(<Stepper label="Post a job" steps={steps} current={2} />)

    const markers = container.querySelectorAll('[aria-hidden="true"]')
    expect(Array.from(markers, (marker) => marker.textContent)).toEqual(['✓', '2', '3', '4'])
  })

  it('speaks the language it is given', () => {
    render(
      <Stepper
        label="नौकरी पोस्ट करें"
        steps={['नौकरी का विवरण', 'योजना']}
        current={2}
        messages={{ position: (step, total) => `चरण ${step} / ${total}:`, complete: 'पूरा हुआ' }}
      />,
    )

    expect(spokenText(screen.getAllByRole('listitem')[0] as HTMLElement)).toBe(
      'चरण 1 / 2: नौकरी का विवरण, पूरा हुआ',
    )
  })

  it('says a skipped step is skipped, whether before or after the current one', () => {
    const { container } = render(
      <Stepper
        label="Post a job"
        steps={steps}
        current={4}
        skipped={[3]}
        messages={{ skipped: 'not needed' }}
      />,
    )
    expect(screen.getAllByRole('listitem').map(spokenText)).toEqual([
      'Step 1 of 4: Job details, completed',
      'Step 2 of 4: Candidate requirements, completed',
      'Step 3 of 4: Company details, not needed',
      'Step 4 of 4: Plan',
    ])
    expect(container.querySelectorAll('li')[2]?.getAttribute('data-state')).toBe('skipped')
  })

  it('tells the phone layout how many steps there are and where each marker stands', () => {
    // Phones draw the markers in one row of as many columns as steps, each in its own column, and show only
    // the current name under them; the other names stay in the list for screen readers.
    const { container } = render(<Stepper label="Post a job" steps={steps} current={2} />)

    const list = container.querySelector('ol') as HTMLElement
    const count = Array.from(list.style).find((property) => property.startsWith('--'))
    expect(count && list.style.getPropertyValue(count)).toBe('4')
    const positions = Array.from(container.querySelectorAll('li'), (item) => {
      const property = Array.from(item.style).find((name) => name.startsWith('--'))
      return property && item.style.getPropertyValue(property)
    })
    expect(positions).toEqual(['1', '2', '3', '4'])
    expect(screen.getAllByRole('listitem').map(spokenText)).toEqual([
      'Step 1 of 4: Job details, completed',
      'Step 2 of 4: Candidate requirements',
      'Step 3 of 4: Company details, not started',
      'Step 4 of 4: Plan, not started',
    ])
  })
})
