import { appViteConfig } from '@localjobs/vite-config/app'
import { defineConfig } from 'vite'
import { basePath } from './src/base-path.ts'

/**
 * The code a job-list page (the home page, the slug lists) shows with, as one file: on a slow network a few
 * requests beat many, and gzip compresses one file better than ten small ones (budgets in e2e/budgets.ts).
 * The FAQ's styles are here too: its markup is the server's (a static island), so its stylesheet must be
 * one the page inlines, not the lazy chunk that draws the FAQ after a navigation.
 */
const listPageModules =
  /(src[\\/]components[\\/](job-card|job-list|list-actions|list-page|popular-links)|src[\\/]lib[\\/](job-list-queries|use-job-list|job-url)|src[\\/]features[\\/](job-list[\\/]components[\\/]job-list-page|home[\\/]components[\\/](home-page|home-extras\.|faq\.css))|src[\\/]routes[\\/](index|\$slug)\.tsx|packages[\\/]ui[\\/]src[\\/](format|breadcrumbs))/

// The list pages' CSS is small; in the HTML it costs no request before the first paint (Lighthouse budget).
export default defineConfig(
  appViteConfig({
    basePath,
    port: 5173,
    apiPort: process.env.API_PORT,
    release: process.env.SENTRY_RELEASE,
    inlineCss: true,
    serverFunctions: false,
    chunkGroups: [{ name: 'job-list', test: listPageModules }],
  }),
)
