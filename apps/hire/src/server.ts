import { createAppServerEntry } from '@localjobs/web-app/server-entry'
import { basePath } from './base-path.ts'
import { readEnv, readHeadersEnv, readPageCacheEnv } from './env.ts'
import { RAZORPAY_CHECKOUT_SOURCES } from './lib/payments/checkout-sources.ts'

// Pages paint from the server's HTML before their scripts load, as the job lists do (decision 020); the
// checkout's hosts join the pages' policy (decision 038). Its public pages (the home page, sign-in) are kept
// for a few seconds (decision 040); no job is on them.
export default createAppServerEntry(basePath, {
  scriptsAfterPaint: true,
  headersEnv: readHeadersEnv,
  thirdParties: [RAZORPAY_CHECKOUT_SOURCES],
  errorReporting: () => readEnv().errorReporting,
  pageCache: { settings: readPageCacheEnv },
})
