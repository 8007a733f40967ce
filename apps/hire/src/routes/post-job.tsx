import { createFileRoute } from '@tanstack/react-router'
import { postJobRoute } from './advertiserPostJob.index.tsx'

/**
 * /hire/post-job: the same form as /hire/advertiserPostJob, on its own address (an alias, not a redirect:
 * spec section 2 lists it among the routes that show no full-page loader, and a redirect would be one more
 * round trip on a slow network). Its canonical address is /advertiserPostJob; decision 026.
 */
export const Route = createFileRoute('/post-job')({ ...postJobRoute })
