import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { Combobox } from './combobox.tsx'
import { Modal, type ModalProps } from './modal.tsx'
import { TextField } from './text-field.tsx'

afterEach(cleanup)

/** A page with a button that opens the modal, as an app would write it. */
function Page({ children, ...props }: Partial<ModalProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <Modal
        title="Log in with your mobile number"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.()
          setOpen(false)
        }}
      >
        {children ?? (
          <>
            <TextField label="Mobile number" kind="phone" />
            <Button type="submit">Send OTP</Button>
          </>
        )}
      </Modal>
    </main>
  )
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  return screen.getByRole('dialog', { name: 'Log in with your mobile number' })
}

function WithInitialFocus() {
  const send = useRef<HTMLButtonElement>(null)
  return (
    <Page initialFocus={send}>
      <TextField label="Mobile number" />
      <Button ref={send}>Send OTP</Button>
    </Page>
  )
}

describe('Modal', () => {
  it('is not in the page while closed', () => {
    render(<Page />)

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('opens as a modal dialog named by its title and described by its description', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    render(<Page description="We will send a 4-digit OTP." />)

    const dialog = (await openModal()) as HTMLDialogElement

    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(true)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'We will send a 4-digit OTP.',
    )
    showModal.mockRestore()
  })

  it('moves focus to the first control inside, not to the close button', async () => {
    render(<Page />)

    await openModal()

    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Mobile number' }))
  })

  it('focuses what initialFocus points at', async () => {
    render(<WithInitialFocus />)

    await openModal()

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send OTP' }))
  })

  it('with nothing focusable inside, focuses the dialog itself', () => {
    render(
      <Modal open onClose={() => {}} title="We can't sign you in" hideCloseButton>
        Your browser is currently set to block cookies.
      </Modal>,
    )

    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: "We can't sign you in" }))
  })

  it('Escape closes it and focus returns to the button that opened it', async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} />)
    await openModal()

    await userEvent.keyboard('{Escape}')

    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }))
  })

  it('the close button is named and closes it', async () => {
    render(<Page closeLabel="बंद करें" />)
    await openModal()

    await userEvent.click(screen.getByRole('button', { name: 'बंद करें' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }))
  })

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    render(<Page />)
    await openModal()
    const close = screen.getByRole('button', { name: 'Close' })
    const send = screen.getByRole('button', { name: 'Send OTP' })

    await userEvent.tab()
    expect(document.activeElement).toBe(send)
    await userEvent.tab()
    expect(document.activeElement).toBe(close)
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(send)
  })

  it('the Android back gesture (the dialog cancel event) closes it through onClose', async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} />)
    const dialog = await openModal()

    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)

    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a tap on the dimmed page closes it; a tap inside does not', async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} />)
    const dialog = await openModal()

    await userEvent.click(screen.getByRole('heading', { name: 'Log in with your mobile number' }))
    expect(onClose).not.toHaveBeenCalled()

    await userEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a tap outside does nothing when closeOnBackdrop is off', async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} closeOnBackdrop={false} />)

    await userEvent.click(await openModal())

    expect(onClose).not.toHaveBeenCalled()
  })

  it('stops the page behind scrolling while open', async () => {
    render(<Page />)

    await openModal()
    expect(document.documentElement.style.overflow).toBe('hidden')

    await userEvent.keyboard('{Escape}')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('an Escape that closes an open combobox list inside leaves the dialog open', async () => {
    render(
      <Page>
        <Combobox label="City" options={[{ value: 'hyd', label: 'Hyderabad' }]} />
      </Page>,
    )
    await openModal()

    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Hy')
    await userEvent.keyboard('{Escape}')

    expect(screen.getByRole('combobox', { name: 'City' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
