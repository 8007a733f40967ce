import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { navigateOnPlainClick } from './navigate-on-click.ts'

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
