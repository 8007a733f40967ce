import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import * as styles from './toast.css.ts'
import { visuallyHiddenClassName } from './visually-hidden.tsx'

/** How long a toast stays, in milliseconds (spec section 9: toast time-out 3000 ms). */
export const TOAST_DURATION_MS = 3000

export type ToastPosition = 'top' | 'bottom'
/** 'error' is announced at once (role="alert"); the others wait for the screen reader to pause (role="status"). */
export type ToastTone = 'info' | 'success' | 'error'

export interface ToastOptions {
  message: string
  title?: string
  /** Milliseconds on screen, 3000 unless given; `Infinity` keeps it until dismissed. */
  duration?: number
  /** Where it shows; the provider's `defaultPosition` unless given. */
  position?: ToastPosition
  tone?: ToastTone
  /** Showing a toast with the id of one on screen replaces it, e.g. one 'No internet connection' at a time. */
  id?: string
}

interface ShownToast extends ToastOptions {
  id: string
  /** New for every show, so a replaced toast starts its time again. */
  key: number
}

let shown: readonly ShownToast[] = []
let counter = 0
const listeners = new Set<() => void>()
const none: readonly ShownToast[] = []

function publish(next: readonly ShownToast[]) {
  shown = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function show(options: ToastOptions | string): string {
  const toast = typeof options === 'string' ? { message: options } : options
  counter += 1
  const id = toast.id ?? `toast-${counter}`
  publish([...shown.filter((each) => each.id !== id), { ...toast, id, key: counter }])
  return id
}

/** Removes one toast, or all of them when no id is given. */
function dismiss(id?: string) {
  publish(id === undefined ? [] : shown.filter((each) => each.id !== id))
}

/**
 * Shows a toast from anywhere (an event handler, a query's onError, the API client's offline event) and
 * returns its id. A ToastProvider must be mounted to draw it. Call it in the browser only: on the server
 * the list would be shared by every request.
 */
export const toast = Object.assign(show, { dismiss })

/** The same functions as `toast`, for components that prefer a hook. */
export function useToast() {
  return { toast, dismiss }
}

export interface ToastProviderProps {
  children?: ReactNode
  defaultPosition?: ToastPosition
  /** Names the toast area for screen readers, in the user's language. */
  label?: string
  /** The dismiss button's name, in the user's language. */
  dismissLabel?: string
}

const spoken = (toast: ShownToast) => (toast.title ? `${toast.title}: ${toast.message}` : toast.message)

/**
 * Draws the toasts; mount once near the root. Screen readers hear each toast through live regions that
 * exist before any toast does (a live region added together with its text is often not read out).
 */
export function ToastProvider({
  children,
  defaultPosition = 'top',
  label = 'Notifications',
  dismissLabel = 'Dismiss',
}: ToastProviderProps) {
  const toasts = useSyncExternalStore(
    subscribe,
    () => shown,
    () => none,
  )
  const at = (position: ToastPosition) =>
    toasts.filter((each) => (each.position ?? defaultPosition) === position)
  return (
    <>
      {children}
      {(['top', 'bottom'] as const).map((position) => {
        const here = at(position)
        return here.length > 0 ? (
          <ToastRegion
            key={position}
            position={position}
            toasts={here}
            label={label}
            dismissLabel={dismissLabel}
          />
        ) : null
      })}
      <div role="status" aria-live="polite" className={visuallyHiddenClassName}>
        {toasts
          .filter((each) => each.tone !== 'error')
          .map((each) => (
            <p key={each.key}>{spoken(each)}</p>
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={visuallyHiddenClassName}>
        {toasts
          .filter((each) => each.tone === 'error')
          .map((each) => (
            <p key={each.key}>{spoken(each)}</p>
          ))}
      </div>
    </>
  )
}

function ToastRegion({
  position,
  toasts,
  label,
  dismissLabel,
}: {
  position: ToastPosition
  toasts: readonly ShownToast[]
  label: string
  dismissLabel: string
}) {
  // Hovering or focusing the toasts stops their clocks (WCAG 2.2.1), so they can be read or dismissed.
  const [paused, setPaused] = useState(false)
  return (
    <section
      aria-label={label}
      className={styles.region[position]}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
    >
      <ol className={styles.list}>
        {toasts.map((each) => (
          <ToastItem key={each.key} toast={each} paused={paused} dismissLabel={dismissLabel} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({
  toast,
  paused,
  dismissLabel,
}: {
  toast: ShownToast
  paused: boolean
  dismissLabel: string
}) {
  const textId = useId()
  const remaining = useRef(toast.duration ?? TOAST_DURATION_MS)
  const { id } = toast

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return
    const started = Date.now()
    const timer = setTimeout(() => dismiss(id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, id])

  return (
    <li className={styles.toast[toast.tone ?? 'info']}>
      <div id={textId} className={styles.text}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <p>{toast.message}</p>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        aria-describedby={textId}
        onClick={() => dismiss(id)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  )
}
