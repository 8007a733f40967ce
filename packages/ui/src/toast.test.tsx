// fireEvent rather than user-event here: Testing Library waits on a real timer after each user-event
// call, which never fires under the fake clock these timing tests need.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { TOAST_DURATION_MS, ToastProvider, toast, useToast } from './toast.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  act(() => toast.dismiss())
  cleanup()
  vi.useRealTimers()
})

/** The toast on screen (the live regions repeat its text for screen readers). */
const visible = (text: string) => screen.queryByText(text, { selector: 'li p' })
const region = (name = 'Notifications') => screen.queryAllByRole('region', { name })
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function ApplyButton() {
  const { toast: show } = useToast()
  return <Button onClick={() => show({ message: 'Applied', tone: 'success' })}>Apply</Button>
}

describe('Toast', () => {
  it('draws nothing, and no landmark, until a toast is shown', () => {
    render(<ToastProvider />)

    expect(region()).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('shows a message with its title and reads it out politely', () => {
    render(<ToastProvider />)

    act(() => {
      toast({ title: 'Apply Job', message: 'Something went wrong while applying. Please try again.' })
    })

    const [notifications] = region()
    expect(within(notifications as HTMLElement).getByRole('listitem').textContent).toContain(
      'Something went wrong while applying. Please try again.',
    )
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('Apply Job: Something went wrong while applying. Please try again.')
  })

  it('reads an error tone out at once, through role="alert"', () => {
    render(<ToastProvider />)

    act(() => {
      toast({ message: 'Something went to wrong', title: 'info', tone: 'error' })
    })

    const alert = screen.getByRole('alert')
    expect(alert.getAttribute('aria-live')).toBe('assertive')
    expect(alert.textContent).toBe('info: Something went to wrong')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('goes away after 3000 ms by default (spec section 9)', () => {
    render(<ToastProvider />)
    act(() => {
      toast('Post submitted for review')
    })

    wait(TOAST_DURATION_MS - 1)
    expect(visible('Post submitted for review')).not.toBeNull()
    wait(1)
    expect(visible('Post submitted for review')).toBeNull()
    expect(TOAST_DURATION_MS).toBe(3000)
  })

  it('takes a duration, and Infinity keeps it until dismissed', () => {
    render(<ToastProvider />)
    act(() => {
      toast({ message: 'Short', duration: 1000 })
      toast({ message: 'Sticky', duration: Number.POSITIVE_INFINITY })
    })

    wait(1000)
    expect(visible('Short')).toBeNull()
    wait(60_000)
    expect(visible('Sticky')).not.toBeNull()
  })

  it('shows several at once, at the top or the bottom (spec section 8: offline toast at the bottom)', () => {
    render(<ToastProvider defaultPosition="top" />)

    act(() => {
      toast({
        message: 'Something went wrong while saving the details. Please try again.',
        title: 'Job Profile',
      })
      toast({ message: 'No internet connection', title: 'Connection', position: 'bottom' })
      toast({ message: 'Post submitted for review' })
    })

    const [top, bottom] = region()
    expect(within(top as HTMLElement).getAllByRole('listitem')).toHaveLength(2)
    expect(within(bottom as HTMLElement).getByRole('listitem').textContent).toContain(
      'No internet connection',
    )
    expect(screen.getByRole('status').textContent).toContain('Connection: No internet connection')
  })

  it('replaces a toast shown again with the same id and restarts its time', () => {
    render(<ToastProvider />)
    act(() => {
      toast({ id: 'offline', message: 'No internet connection' })
    })
    wait(2000)
    act(() => {
      toast({ id: 'offline', message: 'No internet connection' })
    })

    expect(screen.getAllByText('No internet connection', { selector: 'li p' })).toHaveLength(1)
    wait(2000)
    expect(visible('No internet connection')).not.toBeNull()
  })

  it('pauses while hovered and resumes with the time that was left', () => {
    render(<ToastProvider />)
    act(() => {
      toast('Post submitted for review')
    })
    wait(1000)

    fireEvent.mouseEnter(visible('Post submitted for review') as HTMLElement)
    wait(10_000)
    expect(visible('Post submitted for review')).not.toBeNull()

    fireEvent.mouseLeave(visible('Post submitted for review') as HTMLElement)
    wait(1999)
    expect(visible('Post submitted for review')).not.toBeNull()
    wait(1)
    expect(visible('Post submitted for review')).toBeNull()
  })

  it('pauses while a keyboard user is on its dismiss button, which names and removes it', () => {
    render(<ToastProvider dismissLabel="Dismiss" />)
    act(() => {
      toast({ message: 'Post submitted for review' })
    })

    const dismiss = screen.getByRole('button', { name: 'Dismiss' })
    act(() => dismiss.focus())
    expect(document.getElementById(dismiss.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Post submitted for review',
    )
    wait(10_000)
    expect(visible('Post submitted for review')).not.toBeNull()

    fireEvent.click(dismiss)
    expect(region()).toHaveLength(0)
  })

  it('resumes when focus leaves the toasts', () => {
    render(
      <ToastProvider>
        <Button>Apply</Button>
      </ToastProvider>,
    )
    act(() => {
      toast({ message: 'Post submitted for review' })
    })

    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus())
    wait(5000)
    act(() => screen.getByRole('button', { name: 'Apply' }).focus())
    wait(TOAST_DURATION_MS)

    expect(visible('Post submitted for review')).toBeNull()
  })

  it('useToast gives components the same functions', () => {
    render(
      <ToastProvider>
        <ApplyButton />
      </ToastProvider>,
    )

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))

    expect(screen.getByRole('status').textContent).toBe('Applied')
  })

  it('names the area and the button in the language given', () => {
    render(<ToastProvider label="सूचनाएं" dismissLabel="हटाएं" />)

    act(() => {
      toast('नौकरी के लिए आवेदन हो गया')
    })

    expect(region('सूचनाएं')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'हटाएं' })).toBeTruthy()
  })
})
