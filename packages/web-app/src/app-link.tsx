import { type AnyRouter, useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

/**
 * Follows a plain left click on a link to a page of this app (under the router's base path, such as '/jobs')
 * inside the app,
 * with no full page load, for links rendered as plain HTML (AppLink, the static parts of a page). Other
 * clicks (new tab, modifier keys, another app on the origin, other sites, a language link, which asks the
 * server for the page in that language) are the browser's.
 */
export function navigateOnPlainClick(router: AnyRouter, event: MouseEvent<HTMLElement>): void {
  const link = (event.target as Element).closest?.('a')
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  if (link.target || link.origin !== window.location.origin) return
  // The router's base path, as Start sets it ('jobs') or as written ('/jobs'); apps live under one.
  const base = `/${router.basepath}`.replace('//', '/')
  if ((link.pathname !== base && !link.pathname.startsWith(`${base}/`)) || link.hreflang) return
  event.preventDefault()
  void router.navigate({ href: `${link.pathname}${link.search}` })
}

/**
 * A link to a page of this app by its full path ('/jobs/jobs-in-hyderabad'), as the api-client's link
 * builders write them. A plain click navigates inside the app, and a finger or pointer resting on it
 * starts loading the page. The router's own Link does the same with typed routes, but its code is not in
 * the budget of a list page's first load (decision 008).
 */
export function AppLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string
  className?: string | undefined
  children: ReactNode
  onClick?: () => void
}) {
  const router = useRouter()
  const preload = () => void router.preloadRoute({ href } as never).catch(() => undefined)
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        onClick?.()
        navigateOnPlainClick(router, event)
      }}
      onMouseEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
    >
      {children}
    </a>
  )
}
