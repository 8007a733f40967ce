import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt cost (N = 2^14, r = 8, p = 1: about 16 MB and tens of milliseconds a hash). */
const PARAMETERS = { N: 16_384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, options: ScryptOptions, length: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )

/** 'scrypt$N$r$p$salt$key' (base64url): the parameters travel with the hash, so they can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMETERS, KEY_LENGTH)
  const { N, r, p } = PARAMETERS
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** A hash of a password nobody has: checked when a number has no password, so both take the same time. */
let decoy: Promise<string> | undefined

/**
 * True when `password` is the one `stored` was made from. With no stored hash (unknown number, or no
 * password set) it still spends the time of a check and answers false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'))
    await verifyPassword(password, await decoy)
    return false
  }
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
