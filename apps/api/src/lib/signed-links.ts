import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ResumeDisposition } from '@localjobs/api-client/leads/types'

/**
 * Short-lived signed links to private files that an <img> or a new tab must load without the bearer token
 * the desk or the hire app keeps in local storage (decision 031, amendment; decision 034 for resumes): an
 * expiry (unix seconds) and a hex HMAC-SHA256 over what the link names and the expiry, with the API's SIGNED_URL_SECRET. Whoever holds the link may load that one
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

/**
 * The signature of every signed link: HMAC-SHA256 of what the link names (`subject`) and its expiry. Each
 * kind of link names a subject of its own shape (a logo's storage key starts 'logos/', a resume link's
 * subject 'resume\n'), so one kind's signature never fits another.
 */
const sign = (secret: string, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`${subject}\n${expires}`).digest()

/**
 * Whether `sig` (hex, already checked to be 64 hex digits) is the signature of `subject` until `expires`,
 * compared in constant time; then whether it is still valid at `now` (ms). 'expired' is only ever said of
 * a genuine link.
 */
function checkSignature(
  secret: string,
  subject: string,
  expires: number,
  sig: string,
  now: number,
): 'ok' | 'invalid' | 'expired' {
  if (!timingSafeEqual(sign(secret, subject, expires), Buffer.from(sig, 'hex'))) return 'invalid'
  return expires * 1000 <= now ? 'expired' : 'ok'
}

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
  const verdict = checkSignature(secret, key, Number(exp), sig, now)
  return verdict === 'ok' ? { ok: true, key } : { ok: false, why: verdict }
}

/** How long a resume link works (issue #9, decision 034): 5 minutes, enough to open it, never to share it. */
export const RESUME_LINK_SECONDS = 300

/** Where a resume link points (routes/api/classifieds/resume-links.ts): the token follows, then '/'. */
export const RESUME_LINK_PATH = '/api/classifieds/resumes/'

/** What a resume link names: whose file, for which advertiser, job and application, and how it opens. */
export interface ResumeGrant {
  resumeId: string
  advertiserId: number
  classifiedId: number
  applicationId: number
  disposition: ResumeDisposition
}

const DISPOSITION_CODES = { inline: 'i', attachment: 'a' } as const satisfies Record<
  ResumeDisposition,
  string
>
const RESUME_TOKEN =
  /^([A-Za-z0-9_-]{16,64})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([ia])\.([1-9]\d{0,11})\.([0-9a-f]{64})$/

const resumeSubject = (grant: ResumeGrant) =>
  [
    'resume',
    grant.resumeId,
    grant.advertiserId,
    grant.classifiedId,
    grant.applicationId,
    DISPOSITION_CODES[grant.disposition],
  ].join('\n')

/**
 * The token of a resume link, valid RESUME_LINK_SECONDS from `now` (ms): the grant in the clear (ids only:
 * nothing private), its expiry and the signature, dot-separated so it is one path segment.
 */
export function signResumeGrant(grant: ResumeGrant, secret: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + RESUME_LINK_SECONDS
  const signature = sign(secret, resumeSubject(grant), expires).toString('hex')
  const token = [
    grant.resumeId,
    grant.advertiserId,
    grant.classifiedId,
    grant.applicationId,
    DISPOSITION_CODES[grant.disposition],
    expires,
    signature,
  ].join('.')
  return { token, url: `${RESUME_LINK_PATH}${token}/`, expiresAt: new Date(expires * 1000) }
}

export type ResumeGrantCheck = { ok: true; grant: ResumeGrant } | { ok: false; why: 'invalid' | 'expired' }

/** Whether a resume link's token is one this API signed and still valid at `now` (ms), and what it grants. */
export function checkResumeToken(token: string, secret: string, now = Date.now()): ResumeGrantCheck {
  const match = RESUME_TOKEN.exec(token)
  if (!match) return { ok: false, why: 'invalid' }
  const [, resumeId = '', advertiser, classified, application, code, exp = '', sig = ''] = match
  const grant: ResumeGrant = {
    resumeId,
    advertiserId: Number(advertiser),
    classifiedId: Number(classified),
    applicationId: Number(application),
    disposition: code === 'i' ? 'inline' : 'attachment',
  }
  const verdict = checkSignature(secret, resumeSubject(grant), Number(exp), sig, now)
  return verdict === 'ok' ? { ok: true, grant } : { ok: false, why: verdict }
}
