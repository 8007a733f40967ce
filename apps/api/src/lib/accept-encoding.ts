/** The q-value of one Accept-Encoding entry's parameters (RFC 9110 section 12.4.2); 0 when unreadable. */
function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim())
    if (name?.toLowerCase() !== 'q') continue
    return value && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0
  }
  return 1
}

/**
 * Whether an Accept-Encoding header takes gzip (RFC 9110 section 12.5.3): `gzip` or `x-gzip` with a q-value
 * above 0, or `*` above 0 when gzip is not named. No header, or gzip at q=0, means no.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false
  let gzip: number | undefined
  let any: number | undefined
  // A real header has a handful of entries; the cap bounds the work a hostile one can cause.
  for (const entry of (Array.isArray(header) ? header.join(',') : header).split(',', 32)) {
    const [coding = '', ...parameters] = entry.split(';')
    const name = coding.trim().toLowerCase()
    if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, qualityOf(parameters))
    else if (name === '*') any = qualityOf(parameters)
  }
  return (gzip ?? any ?? 0) > 0
}
