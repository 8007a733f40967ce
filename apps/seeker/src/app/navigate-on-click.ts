import type { AnyRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { basePath } from '#src/base-path.ts'

/**
 * Follows a plain left click on a link to a page of this app inside the app (no full page load), for links
 * rendered as plain HTML (AppLink, the static parts of the page). Other clicks (new tab, modifier keys,
 * other apps and sites) are the browser's.
 */
export function navigateOnPlainClick(router: AnyRouter, event: MouseEvent<HTMLElement>): void {
  const link = (event.target as Element).closest?.('a')
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  if (link.target || link.origin !== window.location.origin) return
  if (link.pathname !== basePath && !link.pathname.startsWith(`${basePath}/`)) return
  // A language link asks the server for the page in that language.
  if (link.hreflang) return
  event.preventDefault()
  void router.navigate({ href: `${link.pathname}${link.search}` })
}
