import { createAppServerEntry } from '@localjobs/web-app/server-entry'
import { basePath } from './base-path.ts'
import { readEnv, readHeadersEnv } from './env.ts'

// Job lists paint from the server's HTML before their scripts load (Lighthouse budget, decision 008).
export default createAppServerEntry(basePath, {
  scriptsAfterPaint: true,
  headersEnv: readHeadersEnv,
  errorReporting: () => readEnv().errorReporting,
})
