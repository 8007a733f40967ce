import type { ToastMessages } from '@localjobs/web-app/toasts'
import type { Messages } from '#src/i18n/translations.ts'

/**
 * The seeker's toasts (spec section 8), on the host both apps share (`@localjobs/web-app/toasts`): the toast
 * code loads on the first toast, and 'No internet connection' is drawn without it. `showToast` may be called
 * from anywhere in the browser; `ToastHost` and `OfflineToast` are mounted once in the shell and take their
 * words from the `common` namespace.
 */
export { OfflineToast, showToast, ToastHost } from '@localjobs/web-app/toasts'

/** The shared toasts read their words from `common`: this fails to compile when one is missing. */
export type CommonHasToastWords = Assert<Messages<'common'> extends ToastMessages ? true : false>
type Assert<T extends true> = T
