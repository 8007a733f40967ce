import { useParams, useRouteContext, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useEffect, useRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FooterContent, type FooterContentProps } from './footer-content.tsx'
import { navigateOnPlainClick } from './navigate-on-click.ts'
import * as styles from './seeker-shell.css.ts'

export type { FooterLinks } from './footer-links.ts'

/**
 * The footer's HTML: written on the server and kept as it is in the browser (decision 008). Nothing in it
 * changes while a person browses, so its code, words and link data never travel to the browser.
 */
const footerHtml = createIsomorphicFn()
  .server((props: () => FooterContentProps) => renderToStaticMarkup(<FooterContent {...props()} />))
  .client((_props: () => FooterContentProps) => '')

/**
 * The footer. React hydrates the <footer> element but not its server-written content (production React
 * leaves `dangerouslySetInnerHTML` content as the server sent it); clicks on its links navigate inside the
 * app, and 'Find a job' follows the list being viewed.
 */
export function SiteFooter() {
  const router = useRouter()
  const ref = useRef<HTMLElement>(null)
  const context = useRouteContext({ from: '__root__' })
  const { slug } = useParams({ strict: false })
  const html = footerHtml(() => ({
    t: context.i18n.get('common'),
    words: context.i18n.get('static'),
    support: context.site.support,
    links: context.serverOnly.footerLinks,
    listSlug: slug,
  }))
  // The server wrote 'Find a job' for the first page; after a navigation it follows the new list. The
  // slug rules load then, not with the first page (no other first-load code needs them).
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void import('./find-a-job-link.ts').then(({ findAJobLink }) =>
      ref.current?.querySelector('[data-find-a-job]')?.setAttribute('href', findAJobLink(slug)),
    )
  }, [slug])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegated navigation for the links inside, which keep their own keyboard behaviour
    <footer
      ref={ref}
      className={styles.footer}
      onClick={(event) => navigateOnPlainClick(router, event)}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}
