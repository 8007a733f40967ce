import {
  OfflineToast as SharedOfflineToast,
  ToastHost as SharedToastHost,
  showToast,
} from '@localjobs/web-app/toasts'
import { useMessages } from '#src/i18n/translations.ts'

/**
 * The seeker's toasts (spec section 8), on the host both apps share (`@localjobs/web-app/toasts`): the toast
 * code loads on the first toast, and 'No internet connection' is drawn without it.
 */
export { showToast }

/** Mount once in the shell: draws the toasts once one is wanted. */
export function ToastHost() {
  const t = useMessages('common')
  return <SharedToastHost label={t.notifications} dismissLabel={t.dismiss} />
}

/** 'No internet connection' (title Connection, 3 s, bottom) when a call was made offline. */
export function OfflineToast() {
  const t = useMessages('common')
  return <SharedOfflineToast title={t.connection} message={t.offline} />
}
