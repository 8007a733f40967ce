/**
 * What a company logo may be (issue #7): a PNG, JPEG or WebP image of at most 2 MB. The browser checks the
 * declared type and the size before the post is sent, so an advertiser hears at once; the API checks the
 * bytes themselves (and re-encodes the image), since a declared type proves nothing.
 */
import type { MessageKey } from './messages/en.ts'

/** The largest logo taken: 2 MB. */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024

/** The image types a logo may be. */
export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** A file input's `accept`: what the picker offers (a hint only). */
export const COMPANY_LOGO_ACCEPT = COMPANY_LOGO_TYPES.join(',')

/** Why a chosen logo cannot be sent (a message key), or undefined when it can. */
export function companyLogoProblem(file: {
  readonly size: number
  readonly type: string
}): MessageKey | undefined {
  if (!(COMPANY_LOGO_TYPES as readonly string[]).includes(file.type)) return 'logoWrongType'
  if (file.size > COMPANY_LOGO_MAX_BYTES) return 'logoTooLarge'
  return undefined
}
