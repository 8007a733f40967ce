import { redirect } from '@tanstack/react-router'

/**
 * The spec's /advertiserHomePage is the advertiser home, /hire (as the seeker's /seekerHomePage is /jobs).
 * The query string comes along: campaign tags and `?lang=` mean the same there.
 */
export function toHome(): never {
  throw redirect({ to: '/', search: true, statusCode: 301 })
}
