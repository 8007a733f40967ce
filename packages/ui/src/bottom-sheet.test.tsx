import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BottomSheet } from './bottom-sheet.tsx'
import { Button } from './button.tsx'

afterEach(cleanup)

/** The advertiser dashboard's exit sheet (spec section 2), as the hire app would write it. */
function Dashboard({ onLeave }: { onLeave: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Back</Button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="75000+ candidates are actively looking for job"
        hideCloseButton
        actions={
          <>
            <Button fullWidth onClick={() => setOpen(false)}>
              Continue Hiring
            </Button>
            <Button fullWidth variant="secondary" onClick={onLeave}>
              Leave page
            </Button>
          </>
        }
      />
    </>
  )
}

describe('BottomSheet', () => {
  it('opens as a modal dialog named by its title, focusing the first action', async () => {
    render(<Dashboard onLeave={vi.fn()} />)

    await userEvent.click(screen.getByRole('button', { name: 'Back' }))

    const sheet = screen.getByRole('dialog', { name: '75000+ candidates are actively looking for job' })
    expect(sheet.getAttribute('aria-modal')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue Hiring' }))
  })

  it('Continue Hiring closes it and returns focus; Leave page calls the app', async () => {
    const onLeave = vi.fn()
    render(<Dashboard onLeave={onLeave} />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))

    await userEvent.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }))

    await userEvent.keyboard('{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Leave page' }))
    expect(onLeave).toHaveBeenCalledTimes(1)
  })

  it('Escape closes it; Tab stays between its two actions', async () => {
    render(<Dashboard onLeave={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))

    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave page' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue Hiring' }))

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
