import type { ToastOptions } from '@localjobs/ui/toast'
import { useRouteContext } from '@tanstack/react-router'
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import { useCatalogMessages } from './i18n.ts'
import type { RouterContext } from './router.ts'
import * as styles from './toasts.css.ts'

/**
 * Toasts (spec section 8), loaded on the first one: no page downloads the toast code (`@localjobs/ui/toast`)
 * until a toast is shown. `showToast` may be called from anywhere in the browser; on the server it does
 * nothing.
 */
let wanted = false
const listeners = new Set<() => void>()
let loaded: Promise<typeof import('@localjobs/ui/toast')> | undefined
const loadToasts = () => {
  loaded ??= import('@localjobs/ui/toast')
  return loaded
}

export function showToast(options: ToastOptions): void {
  if (typeof window === 'undefined') return
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void loadToasts().then((module) => module.toast(options))
}

/**
 * The words the toasts take from the app's `common` namespace (the shared i18n), in the page's language:
 * the region's name ('Notifications'), each toast's close button, and 'No internet connection' with its
 * title ('Connection').
 */
export interface ToastMessages {
  readonly notifications: string
  readonly dismiss: string
  readonly connection: string
  readonly offline: string
}

let LazyProvider: ComponentType<{ label: string; dismissLabel: string; children?: ReactNode }> | undefined

/** Mount once in the shell: draws the toasts once one is wanted. */
export function ToastHost() {
  const t = useCatalogMessages('common') as ToastMessages
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    () => false,
  )
  if (!show) return null
  LazyProvider ??= lazy(() => loadToasts().then((m) => ({ default: m.ToastProvider })))
  return (
    <Suspense fallback={null}>
      <LazyProvider label={t.notifications} dismissLabel={t.dismiss} />
    </Suspense>
  )
}

/**
 * Spec section 8: a call made offline sends no request and shows 'No internet connection' (title
 * Connection, 3 s, bottom). Drawn here, not by the lazily loaded toasts: offline, their code could not load.
 * Mount once in the shell.
 */
export function OfflineToast() {
  const t = useCatalogMessages('common') as ToastMessages
  const api = useRouteContext({ from: '__root__', select: (context: RouterContext) => context.api })
  const [shownAt, setShownAt] = useState(0)
  useEffect(() => api.on('offline', () => setShownAt(Date.now())), [api])
  useEffect(() => {
    if (!shownAt) return
    const timer = setTimeout(() => setShownAt(0), 3000)
    return () => clearTimeout(timer)
  }, [shownAt])
  return (
    <div role="status" className={styles.offlineToast}>
      {shownAt > 0 && (
        <p key={shownAt} className={styles.offlineToastBox}>
          <strong>{t.connection}</strong> {t.offline}
        </p>
      )}
    </div>
  )
}
