import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { type TabItem, Tabs } from './tabs.tsx'

afterEach(cleanup)

const jobLists: TabItem[] = [
  { value: 'active', label: 'Active', panel: <p>3 active jobs</p> },
  { value: 'expired', label: 'Expired', panel: <p>1 expired job</p> },
  { value: 'all', label: 'All jobs', panel: <Button>Post a job</Button> },
]

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('is a named tab list; each tab controls a panel named by it; the first is selected', () => {
    render(<Tabs label="Job lists" tabs={jobLists} />)

    expect(screen.getByRole('tablist', { name: 'Job lists' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((each) => each.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ])
    const panel = screen.getByRole('tabpanel', { name: 'Active' })
    expect(tab('Active').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('3 active jobs')
    for (const each of screen.getAllByRole('tab')) {
      expect(document.getElementById(each.getAttribute('aria-controls') ?? '')).not.toBeNull()
    }
  })

  it('is one Tab stop (roving tabindex) and Tab goes on into the panel', async () => {
    render(<Tabs label="Job lists" tabs={jobLists} defaultValue="expired" />)

    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([-1, 0, -1])
    await userEvent.tab()
    expect(document.activeElement).toBe(tab('Expired'))
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Expired' }))
  })

  it('arrow keys move and select, wrapping; Home and End jump to the ends', async () => {
    const onChange = vi.fn()
    render(<Tabs label="Job lists" tabs={jobLists} onChange={onChange} />)
    await userEvent.tab()

    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Expired'))
    expect(tab('Expired').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('1 expired job')
    expect(onChange).toHaveBeenLastCalledWith('expired')

    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tab('Active'))
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('All jobs'))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Active'))
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(tab('All jobs'))
    expect(tab('All jobs').tabIndex).toBe(0)
  })

  it('draws only the selected panel, so hidden lists do not load', () => {
    render(<Tabs label="Job lists" tabs={jobLists} />)

    expect(screen.queryByText('1 expired job')).toBeNull()
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3)
  })

  it('with manual activation, arrows only move focus and Enter selects', async () => {
    const onChange = vi.fn()
    render(<Tabs label="Job lists" tabs={jobLists} activation="manual" onChange={onChange} />)
    await userEvent.tab()

    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Expired'))
    expect(tab('Expired').getAttribute('aria-selected')).toBe('false')
    expect(onChange).not.toHaveBeenCalled()

    await userEvent.keyboard('{Enter}')
    expect(tab('Expired').getAttribute('aria-selected')).toBe('true')
    expect(onChange).toHaveBeenCalledWith('expired')
  })

  it('a tap selects a tab; a controlled value wins', async () => {
    const onChange = vi.fn()
    render(<Tabs label="Job lists" tabs={jobLists} value="active" onChange={onChange} />)

    await userEvent.click(tab('All jobs'))

    expect(onChange).toHaveBeenCalledWith('all')
    expect(tab('Active').getAttribute('aria-selected')).toBe('true')
  })
})
