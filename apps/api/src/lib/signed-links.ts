import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Short-lived signed links to private files that an <img> must load without the bearer token the desk
 * keeps in local storage (decision 031, amendment): `?exp=<unix seconds>&sig=<hex HMAC-SHA256>` over the
 * storage key and the expiry, with the API's SIGNED_URL_SECRET. Whoever holds the link may load that one
 * file until it expires; nothing else: another key, a later expiry or a changed byte breaks the signature.
 */

/** How long a logo link works: 10 minutes, so a desk page left open keeps its image a while. */
export const LOGO_LINK_SECONDS = 600

/** Where a logo link points (the route in routes/api/ops/review-logos.ts): the key's name follows. */
export const LOGO_LINK_PATH = '/api/ops/review/logos/'

const LOGO_FOLDER = 'logos/'
/** A storage key's name (services/file-storage.ts): anything else was never signed. */
const NAME = /^[A-Za-z0-9_-]{16,64}$/
const EXPIRY = /^[1-9]\d{0,11}$/
const SIGNATURE = /^[0-9a-f]{64}$/

const sign = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest()

/** The desk's link to a stored logo (`logos/<name>`), valid LOGO_LINK_SECONDS from `now` (ms). */
export function signedLogoUrl(key: string, secret: string, now = Date.now()): string {
  if (!key.startsWith(LOGO_FOLDER)) throw new Error(`not a logo key: ${JSON.stringify(key)}`)
  const expires = Math.floor(now / 1000) + LOGO_LINK_SECONDS
  const name = key.slice(LOGO_FOLDER.length)
  return `${LOGO_LINK_PATH}${name}?exp=${expires}&sig=${sign(secret, key, expires).toString('hex')}`
}

export type LinkCheck = { ok: true; key: string } | { ok: false; why: 'invalid' | 'expired' }

/**
 * Whether a logo link is one this API signed and still valid at `now` (ms). The signature is compared in
 * constant time and checked before the expiry, so 'expired' is only ever said of a genuine link.
 */
export function checkLogoLink(
  name: string,
  exp: string | undefined,
  sig: string | undefined,
  secret: string,
  now = Date.now(),
): LinkCheck {
  if (!NAME.test(name) || !exp || !EXPIRY.test(exp) || !sig || !SIGNATURE.test(sig))
    return { ok: false, why: 'invalid' }
  const key = `${LOGO_FOLDER}${name}`
  const expires = Number(exp)
  if (!timingSafeEqual(sign(secret, key, expires), Buffer.from(sig, 'hex')))
    return { ok: false, why: 'invalid' }
  if (expires * 1000 <= now) return { ok: false, why: 'expired' }
  return { ok: true, key }
}
