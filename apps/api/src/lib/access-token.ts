import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { calculateJwkThumbprint, exportJWK, jwtVerify, SignJWT } from 'jose'
import type { Env } from '#src/env.ts'

/** The one algorithm access tokens are signed and accepted with: EdDSA over Ed25519 (decision 017). */
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA'
export const ACCESS_TOKEN_ISSUER = 'localjobs-api'
export const ACCESS_TOKEN_AUDIENCE = 'localjobs-advertiser'

export interface SigningKey {
  privateKey: KeyObject
  publicKey: KeyObject
  /** the key id (`kid`): the RFC 7638 thumbprint of the public key */
  kid: string
}

/** What a verified access token says: whose it is and which sign-in (token family) it belongs to. */
export interface AccessClaims {
  userId: number
  familyId: string
}

/** A token that is not one of ours, or no longer good: forged, expired, `alg: none`, another key... */
export class InvalidAccessToken extends Error {
  override name = 'InvalidAccessToken'
}

function fromPem(pem: string): Omit<SigningKey, 'kid'> {
  const privateKey = createPrivateKey({ key: pem, format: 'pem' })
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('JWT_PRIVATE_KEY must be an Ed25519 key (openssl genpkey -algorithm ed25519)')
  return { privateKey, publicKey: createPublicKey(privateKey) }
}

/** A new Ed25519 private key as PKCS#8 PEM. */
export const newPrivateKeyPem = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()

/**
 * The signing key: JWT_PRIVATE_KEY when set (production always sets it: the environment refuses to start
 * otherwise). Without it, tests get a key of their own in memory, and development reads JWT_KEY_FILE,
 * writing a new key there (readable by its owner only) on the first start.
 */
export async function loadSigningKey(env: Env): Promise<SigningKey> {
  let pem = env.JWT_PRIVATE_KEY
  if (!pem && env.APP_ENV === 'test') pem = newPrivateKeyPem()
  if (!pem) {
    try {
      pem = readFileSync(env.JWT_KEY_FILE, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      pem = newPrivateKeyPem()
      mkdirSync(dirname(env.JWT_KEY_FILE), { recursive: true })
      writeFileSync(env.JWT_KEY_FILE, pem, { mode: 0o600, flag: 'wx' })
    }
  }
  const keys = fromPem(pem)
  const kid = await calculateJwkThumbprint(await exportJWK(keys.publicKey))
  return { ...keys, kid }
}

export interface AccessTokens {
  /** A signed access token for the user's sign-in `familyId`, valid `ttlSeconds`. */
  sign(claims: AccessClaims): Promise<string>
  /** The claims of a token this API signed and that is still valid; InvalidAccessToken otherwise. */
  verify(token: string): Promise<AccessClaims>
}

export function accessTokens(key: SigningKey, ttlSeconds: number): AccessTokens {
  return {
    sign: ({ userId, familyId }) =>
      new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'at+jwt', kid: key.kid })
        .setSubject(String(userId))
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key.privateKey),

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp', 'iat'],
        })
        const userId = Number(payload.sub)
        const familyId = payload.sid
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof familyId !== 'string' || familyId === '')
          throw new InvalidAccessToken('claims')
        return { userId, familyId }
      } catch (error) {
        throw error instanceof InvalidAccessToken ? error : new InvalidAccessToken((error as Error).name)
      }
    },
  }
}
