import { redirect } from '@tanstack/react-router'

/**
 * A page the spec names differently from where it lives moves permanently to its path in the app
 * (`/hire/advertiserLogin` to `/hire/signin`). The query string comes along: campaign tags, `?lang=` and
 * `?redirect=` mean the same there.
 */
export function toAppPage(to: string): never {
  throw redirect({ to, search: true, statusCode: 301 })
}

/**
 * The spec's own name for an app's home page (`/jobs/seekerHomePage`, `/hire/advertiserHomePage`) moves
 * permanently to the app's root, query string kept.
 */
export function toAppHome(): never {
  return toAppPage('/')
}
