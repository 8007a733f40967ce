import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react'
import * as styles from './dialog.css.ts'

/** Internal: the modal <dialog> behind Modal and BottomSheet. */

export interface DialogProps {
  open: boolean
  /** Called on Escape, the Android back gesture, the close button and a tap outside; set `open` false here. */
  onClose: () => void
  /** The heading; it names the dialog. */
  title: ReactNode
  /** One sentence under the title; read out as the dialog's description when it opens. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the foot, e.g. 'Continue Hiring' and 'Leave page'. */
  actions?: ReactNode
  /** What gets focus on opening; otherwise the first control in the content, then the close button. */
  initialFocus?: RefObject<HTMLElement | null>
  /** The close button's accessible name, in the user's language. */
  closeLabel?: string
  hideCloseButton?: boolean
  /** Whether a tap on the dimmed page closes it; turn off for forms that would lose typing. */
  closeOnBackdrop?: boolean
  className?: string
}

const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]'),
  )
}

let scrollLocks = 0
let savedOverflow = ''

/** Stops the page behind scrolling; counted, so a sheet opened over a modal unlocks only when both close. */
function lockScroll(): () => void {
  const root = document.documentElement
  if (scrollLocks++ === 0) {
    savedOverflow = root.style.overflow
    // On <html>, not <body>: mobile Chrome and Safari keep scrolling the page when only <body> is hidden.
    root.style.overflow = 'hidden'
  }
  return () => {
    if (--scrollLocks === 0) root.style.overflow = savedOverflow
  }
}

export function DialogFrame({
  variant,
  open,
  onClose,
  title,
  description,
  children,
  actions,
  initialFocus,
  closeLabel = 'Close',
  hideCloseButton = false,
  closeOnBackdrop = true,
  className,
}: DialogProps & { variant: 'modal' | 'sheet' }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  const titleId = useId()
  const descriptionId = useId()

  const latest = useRef({ onClose, open, initialFocus })
  latest.current = { onClose, open, initialFocus }

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // showModal makes the rest of the page inert and puts the dialog in the top layer, above any z-index.
    if (!dialog.open) dialog.showModal()
    const unlock = lockScroll()
    const target =
      latest.current.initialFocus?.current ??
      (contentRef.current && tabbables(contentRef.current)[0]) ??
      closeRef.current ??
      dialog
    target.focus()
    return () => {
      unlock()
      latest.current.open = false
      if (dialog.open) dialog.close()
      // Browsers restore focus themselves only in their newest versions; do it everywhere.
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // A control inside (e.g. an open Combobox) that used the Escape calls preventDefault first.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Stops the browser closing the <dialog> itself: `open` stays the one source of truth.
      event.preventDefault()
      onClose()
    } else if (event.key === 'Tab') {
      // The native modal lets Tab leave for the browser's toolbar; keep it cycling inside, as in the APG.
      const dialog = event.currentTarget
      const items = tabbables(dialog)
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) {
        event.preventDefault()
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box has no padding, so a click whose target is the <dialog> itself landed on ::backdrop.
    // A press that began inside (e.g. selecting text) and ended outside must not close it.
    const onBackdrop = event.target === event.currentTarget
    if (closeOnBackdrop && onBackdrop && pressStartedOnBackdrop.current) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog[variant], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description != null ? descriptionId : undefined}
      aria-modal="true"
      // Focusable from script only, for a dialog with no control inside (e.g. a notice closed by Escape).
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // 'cancel' is the Android back gesture (and Escape where the keydown was not handled).
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // Chrome closes a dialog anyway after repeated cancelled back gestures; tell the parent.
      onClose={(event) => {
        if (latest.current.open && !event.currentTarget.open) latest.current.onClose()
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={onClick}
    >
      {open && (
        <>
          {variant === 'sheet' && <span className={styles.handle} aria-hidden="true" />}
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && (
              <button
                ref={closeRef}
                type="button"
                className={styles.close}
                aria-label={closeLabel}
                onClick={onClose}
              >
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </div>
          {description != null && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          <div ref={contentRef} className={styles.content}>
            {children != null && <div className={styles.body}>{children}</div>}
            {actions != null && <div className={styles.actions[variant]}>{actions}</div>}
          </div>
        </>
      )}
    </dialog>
  )
}
