import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDisclosureMenu } from './disclosure-menu.ts'

afterEach(cleanup)

function Menu({ onChoose = () => {} }: { onChoose?: () => void }) {
  const menu = useDisclosureMenu()
  return (
    <>
      <div ref={menu.rootRef}>
        <button {...menu.buttonProps}>Asha</button>
        <ul {...menu.listProps}>
          <li>
            <button
              type="button"
              onClick={() => {
                onChoose()
                menu.close()
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
      </div>
      <button type="button">Outside</button>
    </>
  )
}

const toggle = () => screen.getByRole('button', { name: 'Asha' })

describe('useDisclosureMenu', () => {
  it('opens and closes the list with its button, which says whether it is open', () => {
    render(<Menu />)
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()

    fireEvent.click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    const list = document.getElementById(toggle().getAttribute('aria-controls') ?? '')
    expect(list?.hidden).toBe(false)
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()

    fireEvent.click(toggle())
    expect(list?.hidden).toBe(true)
  })

  it('closes on Escape and gives the focus back to the button', () => {
    render(<Menu />)
    fireEvent.click(toggle())
    screen.getByRole('button', { name: 'Sign out' }).focus()

    fireEvent.keyDown(document, { key: 'Escape' })

    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle())
  })

  it('closes on a tap or the focus outside, and after an item was chosen', () => {
    const onChoose = vi.fn()
    render(<Menu onChoose={onChoose} />)
    fireEvent.click(toggle())
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(toggle())
    fireEvent.focusIn(screen.getByRole('button', { name: 'Outside' }))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(toggle())
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onChoose).toHaveBeenCalledTimes(1)
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })
})
