import { createHash } from 'node:crypto'
import { HEADERS, isJwt } from '@localjobs/api-client/app-context'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { StaffRole } from '#src/db/schema.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { DOCS_PREFIX } from '#src/plugins/external/swagger.ts'
import type { Identity } from './identity-repository.ts'
import { tokenInvalid } from './tokens.ts'

/**
 * Who may call a route (decision 017), declared on every route as `config: { access }`:
 *   public      anyone
 *   seeker      a signed-in user with the seeker session cookie (the seeker apps)
 *   advertiser  a bearer token (JWT or legacy) of a user with an advertiser account, b2c or b2b
 *   enterprise  as advertiser, and the account is an enterprise (b2b) one
 *   agent, ops  a user holding that staff role, by bearer token or session cookie
 * A list means any of them.
 */
export const ACCESS_LEVELS = ['public', 'seeker', 'advertiser', 'enterprise', 'agent', 'ops'] as const
export type AccessLevel = (typeof ACCESS_LEVELS)[number]
export type Access = AccessLevel | readonly Exclude<AccessLevel, 'public'>[]

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Required: the app refuses to start with a route that lacks it. */
    access?: Access
  }
  interface FastifyInstance {
    /** Every route with its declaration, in registration order (the route walk and the role matrix). */
    routeAccess: RouteAccess[]
  }
  interface FastifyRequest {
    /** The caller an access check identified (bearer token or session); null for public routes. */
    caller: Caller | null
  }
}

export interface RouteAccess {
  method: string
  url: string
  access: Access
}

export interface Caller extends Identity {
  /** how the caller proved who they are */
  via: 'jwt' | 'legacy' | 'session'
  /** the sign-in (token family) of a JWT; sign-out revokes it */
  familyId: string | null
}

/** A caller with an advertiser account (what an 'advertiser' route's access check guarantees). */
export type AdvertiserCaller = Caller & { advertiser: NonNullable<Caller['advertiser']> }

/** The caller a route's access check identified; a route that is not public always has one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`the access check let an anonymous caller reach ${request.url}`)
  return request.caller
}

/** The caller of an 'advertiser' (or 'enterprise') route, with their account. */
export function advertiserCallerOf(request: FastifyRequest): AdvertiserCaller {
  const caller = callerOf(request)
  if (!caller.advertiser)
    throw new Error(`the access check let a caller without an account reach ${request.url}`)
  return caller as AdvertiserCaller
}

/** A bearer credential, as the apps send it (spec section 4, api-client's `appTokenHeader`). */
export type Bearer = { kind: 'jwt'; token: string } | { kind: 'legacy'; token: string }

const LEGACY_TOKEN = /^[\x21-\x7e]{16,512}$/

/**
 * `JWT-AUTHORIZATION: Bearer <jwt>` (the web view), or `Authorization: Bearer <jwt>` (the api-client's
 * stored tokens), or `Authorization: <token>` / `Token <token>` (a legacy token of the older apps).
 * `malformed` when a header is there but holds neither.
 */
export function bearerOf(request: FastifyRequest): Bearer | 'malformed' | undefined {
  const jwtHeader = request.headers[HEADERS.jwtAuthorization.toLowerCase()]
  const authorization = request.headers[HEADERS.authorization.toLowerCase()]
  const raw = typeof jwtHeader === 'string' && jwtHeader.trim() ? jwtHeader : authorization
  if (typeof raw !== 'string' || raw.trim() === '') return undefined
  const [scheme, value, ...rest] = raw.trim().split(/\s+/)
  const token = value === undefined ? scheme : value
  if (!token || rest.length > 0) return 'malformed'
  const schemeName = value === undefined ? '' : (scheme ?? '').toLowerCase()
  if (schemeName && !['bearer', 'token', 'jwt'].includes(schemeName)) return 'malformed'
  if (isJwt(token)) return { kind: 'jwt', token }
  if (raw === jwtHeader || !LEGACY_TOKEN.test(token)) return 'malformed'
  return { kind: 'legacy', token }
}

/** What the legacy_tokens table keeps instead of the token. */
export const hashLegacyToken = (token: string) => createHash('sha256').update(token).digest('hex')

const accessDenied = (locale: Locale) => new ApiError(403, 'ACCESS_DENIED', say('accessDenied', locale))
const notLoggedIn = (locale: Locale) => new ApiError(401, 'NOT_LOGGED_IN', say('notLoggedIn', locale))

const isDeclared = (access: unknown): access is Access =>
  (typeof access === 'string' && (ACCESS_LEVELS as readonly string[]).includes(access)) ||
  (Array.isArray(access) &&
    access.length > 0 &&
    access.every((level) => level !== 'public' && (ACCESS_LEVELS as readonly string[]).includes(level)))

/** Whether `caller` passes one level (public aside). */
export function satisfies(level: Exclude<AccessLevel, 'public'>, caller: Caller): boolean {
  switch (level) {
    case 'seeker':
      return caller.via === 'session'
    case 'advertiser':
      return caller.via !== 'session' && caller.advertiser !== null
    case 'enterprise':
      return caller.via !== 'session' && caller.advertiser?.kind === 'b2b'
    case 'agent':
    case 'ops':
      return caller.staffRoles.includes(level satisfies StaffRole)
  }
}

/**
 * The declaration half, registered before any route (the docs UI's included): every route under `prefix`
 * (the API's; a host's pages beside it are not API routes) must declare `config.access` or the app refuses
 * to start, naming the route. The docs UI (swagger-ui, not ours) is the one entry declared here: public.
 */
export const routeDeclarations = fp<{ prefix: string }>(
  (fastify, { prefix }) => {
    const routes: RouteAccess[] = []
    fastify.decorate('routeAccess', routes)
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (route.url !== prefix && !route.url.startsWith(`${prefix}/`)) return
      if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'public' }
      const access = route.config?.access
      const methods = ([] as string[]).concat(route.method)
      if (!isDeclared(access))
        throw new Error(
          `${methods.join(',')} ${route.url} declares no access: add config: { access } (decision 017)`,
        )
      for (const method of methods) routes.push({ method, url: route.url, access })
    })
  },
  { name: 'route-declarations' },
)

/**
 * The checking half: one onRequest hook, after CSRF, verifies the caller a route's declaration needs
 * (401 without credentials or with a bad token, 403 when the caller lacks the role) and keeps it as
 * `request.caller`. A bearer token is verified only on routes that take one.
 */
export default fp(
  (fastify) => {
    fastify.decorateRequest('caller', null)

    const identify = async (userId: number, via: Caller['via'], familyId: string | null) => {
      const identity = await fastify.identity.identityOf(userId)
      return identity ? { ...identity, via, familyId } : undefined
    }

    async function bearerCaller(bearer: Bearer | 'malformed', locale: Locale): Promise<Caller> {
      if (bearer === 'malformed') throw tokenInvalid(locale)
      if (bearer.kind === 'jwt') {
        const claims = await fastify.tokens.verifyAccess(bearer.token, locale)
        const caller =
          (await fastify.identity.familyIsLive(claims.familyId, claims.userId)) &&
          (await identify(claims.userId, 'jwt', claims.familyId))
        if (!caller) throw tokenInvalid(locale)
        return caller
      }
      const userId = await fastify.identity.findLegacyTokenUser(hashLegacyToken(bearer.token))
      const caller = userId === undefined ? undefined : await identify(userId, 'legacy', null)
      if (!caller) throw tokenInvalid(locale)
      return caller
    }

    fastify.addHook('onRequest', async (request) => {
      if (request.is404) return
      const access = request.routeOptions.config.access
      if (access === undefined || access === 'public') return
      const levels = typeof access === 'string' ? [access] : access
      const locale = localeFrom(request.headers['accept-language'])
      const bearer = bearerOf(request)
      const takesBearer = levels.some((level) => level !== 'seeker')
      const takesSession = levels.some((level) => level === 'seeker' || level === 'agent' || level === 'ops')
      let caller: Caller | undefined
      if (takesBearer && bearer !== undefined) caller = await bearerCaller(bearer, locale)
      if (!caller && takesSession) {
        const user = await fastify.auth.currentUser(request)
        if (user) caller = await identify(user.id, 'session', null)
      }
      if (!caller) throw notLoggedIn(locale)
      if (!levels.some((level) => satisfies(level, caller))) throw accessDenied(locale)
      request.caller = caller
    })
  },
  {
    name: 'access',
    dependencies: ['route-declarations', 'auth', 'tokens', 'identity-repository', 'csrf', 'error-handler'],
  },
)
