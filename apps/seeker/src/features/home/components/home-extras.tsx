import { useRouteContext, useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { lazy, Suspense, useState } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { navigateOnPlainClick } from '#src/app/navigate-on-click.ts'
import type { JobSummary } from '#src/lib/job-list-queries.ts'
import { HomeExtrasContent, type HomeExtrasProps } from './home-extras-content.tsx'

const extrasHtml = createIsomorphicFn()
  .server((props: () => HomeExtrasProps) => renderToStaticMarkup(<HomeExtrasContent {...props()} />))
  .client((_props: () => HomeExtrasProps) => '')

const ISLAND_ID = 'home-extras'

const ClientExtras = lazy(() =>
  import('./home-extras-content.tsx').then((module) => ({ default: module.HomeExtrasContent })),
)

/**
 * The home page's popular links and FAQ. Nothing in them changes while a person browses, so on the page
 * the server sent they stay the server's HTML (decision 008: no code or words for them in the browser);
 * after navigating to the home page in the browser they are drawn here, with the words the home route's
 * loader fetched.
 */
export function HomeExtras({ jobs }: { jobs: readonly JobSummary[] }) {
  const router = useRouter()
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  // Hydrating the server's page: its HTML is in the document already. Drawn after a navigation: it is not.
  const [fromServer] = useState(
    () => typeof document === 'undefined' || document.getElementById(ISLAND_ID) !== null,
  )
  const props = () => ({ t: i18n.get('common'), words: i18n.get('static'), jobs })
  if (!fromServer) {
    return (
      <div>
        <Suspense fallback={null}>
          <ClientExtras {...props()} />
        </Suspense>
      </div>
    )
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegated navigation for the links inside, which keep their own keyboard behaviour
    <div
      id={ISLAND_ID}
      onClick={(event) => navigateOnPlainClick(router, event)}
      dangerouslySetInnerHTML={{ __html: extrasHtml(props) }}
      suppressHydrationWarning
    />
  )
}
