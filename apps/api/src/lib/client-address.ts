import { isIPv4, isIPv6 } from 'node:net'

/**
 * How per-address limits name a client (decision 011). An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what
 * a dual-stack socket reports for an IPv4 client) is that IPv4 address; an IPv6 address is written in full,
 * lower case, so one address has one name however it was spelled.
 */
export function addressOf(ip: string): string {
  const hextets = parseIpv6(ip)
  if (!hextets) return ip
  const ipv4 = mappedIpv4(hextets)
  return ipv4 ?? hextets.map((hextet) => hextet.toString(16)).join(':')
}

/**
 * The network a client's address belongs to: its /24 for IPv4, its /64 for IPv6 (what one provider hands
 * one customer or one phone). An abuser who moves between the addresses of one network keeps its count.
 */
export function networkOf(ip: string): string {
  const address = addressOf(ip)
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  const hextets = parseIpv6(address)
  if (!hextets) return address
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, an embedded IPv4 tail read); else null. */
function parseIpv6(ip: string): number[] | null {
  const text = ip.split('%')[0] ?? ''
  if (!isIPv6(text)) return null
  let body = text
  let tail: number[] = []
  const lastColon = text.lastIndexOf(':')
  const last = text.slice(lastColon + 1)
  if (isIPv4(last)) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number)
    tail = [(a << 8) | b, (c << 8) | d]
    body = text.slice(0, lastColon + 1)
    if (!body.endsWith('::')) body = body.slice(0, -1)
  }
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16))
  const [left = '', right] = body.split('::')
  if (right === undefined) return [...groups(left), ...tail]
  const before = groups(left)
  const after = [...groups(right), ...tail]
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after]
}

/** `::ffff:a.b.c.d` as `a.b.c.d`; null for any other IPv6 address. */
function mappedIpv4(hextets: number[]): string | null {
  const isMapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff
  if (!isMapped) return null
  const [high = 0, low = 0] = hextets.slice(6)
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}
