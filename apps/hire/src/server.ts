import { createAppServerEntry } from '@localjobs/web-app/server-entry'
import { basePath } from './base-path.ts'
import { readEnv } from './env.ts'

// Pages paint from the server's HTML before their scripts load, as the job lists do (decision 020).
export default createAppServerEntry(basePath, {
  scriptsAfterPaint: true,
  errorReporting: () => readEnv().errorReporting,
})
