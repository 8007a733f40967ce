import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react'
import * as styles from './disclosure-menu.css.ts'

/**
 * The menu's look: `menu` around the button and the list, `list` floating under the button from its end
 * (never wider than the screen), `item` each link or button in it (a full-width touch target).
 */
export const { menu, list, item } = styles

/** What `useDisclosureMenu` gives the menu to spread on its parts. */
export interface DisclosureMenu {
  open: boolean
  /** Closes the menu (after an item was chosen). */
  close: () => void
  /** The element around the button and the list: a tap or the focus outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>
    type: 'button'
    'aria-expanded': boolean
    'aria-controls': string
    onClick: () => void
  }
  listProps: { id: string; hidden: boolean }
}

/**
 * The mechanics of a header menu behind a disclosure button (the apps' account menus): the button toggles
 * the list; Escape closes it and gives the focus back to the button; a tap outside, or the focus leaving
 * (Tab past the last item), closes it. The menu draws its own button and items.
 */
export function useDisclosureMenu(): DisclosureMenu {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    // A tap outside, or the focus moving outside (Tab past the last item).
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open])

  const close = useCallback(() => setOpen(false), [])
  return {
    open,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': listId,
      onClick: () => setOpen((was) => !was),
    },
    listProps: { id: listId, hidden: !open },
  }
}
