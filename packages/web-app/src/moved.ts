import { redirect } from '@tanstack/react-router'

/**
 * The spec's own name for an app's home page (`/jobs/seekerHomePage`, `/hire/advertiserHomePage`) moves
 * permanently to the app's root. The query string comes along: campaign tags and `?lang=` mean the same there.
 */
export function toAppHome(): never {
  throw redirect({ to: '/', search: true, statusCode: 301 })
}
