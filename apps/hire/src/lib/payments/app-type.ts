import { type AppType, androidBridge, detectAppType } from '@localjobs/api-client/app-context'

/** The app this page runs in (the web, or one of the apps' web views): `detectAppType` on this browser. */
export function currentAppType(): AppType {
  if (typeof window === 'undefined') return 'web'
  return detectAppType({ userAgent: navigator.userAgent, search: location.search, bridge: androidBridge() })
}
