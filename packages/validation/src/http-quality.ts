/**
 * The q-value of one header entry's parameters (RFC 9110 section 12.4.2): 1 when it has none, 0 when it is
 * unreadable (more than three decimals, above 1, not a number).
 */
export function qualityOf(parameters: readonly string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim())
    if (name?.toLowerCase() !== 'q') continue
    return value && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0
  }
  return 1
}

/**
 * The entries of a header that weighs its choices with q-values (Accept-Encoding, Accept-Language; RFC 9110
 * section 12.4.2), in order: each token trimmed and lower-cased, with its quality; empty entries left out.
 * Only the first `limit` entries are read: a real header has a handful, and the cap bounds the work a hostile
 * one can cause.
 */
export function weightedEntries(
  header: string | readonly string[],
  limit = 32,
): Array<{ token: string; quality: number }> {
  const entries: Array<{ token: string; quality: number }> = []
  for (const entry of (typeof header === 'string' ? header : header.join(',')).split(',', limit)) {
    const [token = '', ...parameters] = entry.split(';')
    const name = token.trim().toLowerCase()
    if (name !== '') entries.push({ token: name, quality: qualityOf(parameters) })
  }
  return entries
}
