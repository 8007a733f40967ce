import { weightedEntries } from '@localjobs/validation/http-quality'

/**
 * Whether an Accept-Encoding header takes gzip (RFC 9110 section 12.5.3): `gzip` or `x-gzip` with a q-value
 * above 0, or `*` above 0 when gzip is not named. No header, or gzip at q=0, means no.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false
  let gzip: number | undefined
  let any: number | undefined
  for (const { token, quality } of weightedEntries(header)) {
    if (token === 'gzip' || token === 'x-gzip') gzip = Math.max(gzip ?? 0, quality)
    else if (token === '*') any = quality
  }
  return (gzip ?? any ?? 0) > 0
}
