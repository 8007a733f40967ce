import { createAppServerEntry } from '@localjobs/web-app/server-entry'
import { basePath } from './base-path.ts'
import { readPageCacheEnv } from './env.ts'

// Pages paint from the server's HTML before their scripts load, as the job lists do (decision 020).
// Its public pages (the home page, sign-in) are kept for a few seconds (decision 040); no job is on them.
export default createAppServerEntry(basePath, {
  scriptsAfterPaint: true,
  pageCache: { settings: readPageCacheEnv },
})
