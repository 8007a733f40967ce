import { createAppServerEntry } from '@localjobs/web-app/server-entry'
import { basePath } from './base-path.ts'
import { readEnv, readHeadersEnv, readPageCacheEnv } from './env.ts'
import { seekerPageTags } from './lib/page-tags.ts'

// Job lists paint from the server's HTML before their scripts load (Lighthouse budget, decision 008).
// Public pages are kept for a few seconds and purged when a job changes (decision 040).
export default createAppServerEntry(basePath, {
  scriptsAfterPaint: true,
  headersEnv: readHeadersEnv,
  errorReporting: () => readEnv().errorReporting,
  pageCache: { settings: readPageCacheEnv, tags: seekerPageTags },
})
