import { describe, expect, it } from 'vitest'
import { addressOf, networkOf } from '#src/lib/client-address.ts'

describe('how per-address limits name a client (decision 011)', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.9', '203.0.113.0/24'],
    ['::FFFF:cb00:7109', '203.0.113.9', '203.0.113.0/24'],
    ['2001:db8::1', '2001:db8:0:0:0:0:0:1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8:0:0:0:0:0:1', '2001:db8:0:0::/64'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::', '2001:db8:aa:bb:0:0:0:0', '2001:db8:aa:bb::/64'],
    ['::1', '0:0:0:0:0:0:0:1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0:0:0:cb00:7109', '64:ff9b:0:0::/64'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304', '1:2:3:4::/64'],
  ])('%s is the address %s in the network %s', (ip, address, network) => {
    expect(addressOf(ip)).toBe(address)
    expect(networkOf(ip)).toBe(network)
  })

  it('leaves what is not an address as it is', () => {
    expect(addressOf('localhost')).toBe('localhost')
    expect(networkOf('')).toBe('')
  })
})
