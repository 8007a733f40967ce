import { and, asc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Drizzle } from '#src/db/database.ts'
import {
  advertisers,
  legacyTokens,
  refreshTokens,
  type StaffRole,
  type TOKEN_FAMILY_ORIGINS,
  type TOKEN_REVOCATION_REASONS,
  tokenFamilies,
  userRoles,
  users,
} from '#src/db/schema.ts'
import type { UserRow } from './accounts-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityRepository
  }
}

export type AdvertiserRow = typeof advertisers.$inferSelect
export type TokenFamilyOrigin = (typeof TOKEN_FAMILY_ORIGINS)[number]
export type RevocationReason = (typeof TOKEN_REVOCATION_REASONS)[number]

/** Who a bearer token or session names, with what they may do (decision 017). */
export interface Identity {
  user: UserRow
  /** the advertiser account, when the user has one */
  advertiser: AdvertiserRow | null
  staffRoles: readonly StaffRole[]
}

/** A refresh token presented for rotation, and what became of it. */
export type Rotation =
  | { outcome: 'rotated'; userId: number; familyId: string }
  /** a token that was already used: its family is now revoked */
  | { outcome: 'reused'; userId: number; familyId: string }
  /** unknown, expired, or of a revoked family */
  | { outcome: 'invalid' }

export interface AdvertiserProfileChange {
  name?: string | undefined
  companyName?: string | undefined
  email?: string | null | undefined
  companyAddress?: string | null | undefined
}

export interface EnterpriseAccount {
  mobile: string
  name: string
  companyName: string
  email: string
  companyAddress: string
}

export interface IdentityRepository {
  /** The user, their advertiser account and staff roles; undefined when the user is gone. */
  identityOf(userId: number): Promise<Identity | undefined>
  /** The user's account; without one, the oldest unclaimed account of their number (ops or seed made it). */
  findAdvertiserFor(user: Pick<UserRow, 'id' | 'mobile'>): Promise<AdvertiserRow | undefined>
  /**
   * The user's advertiser account, claiming the unclaimed one of their number (an enterprise account ops
   * created, a seeded owner) or creating a b2c account on the first advertiser sign-in.
   */
  advertiserFor(user: UserRow): Promise<AdvertiserRow>
  updateAdvertiser(id: number, change: AdvertiserProfileChange): Promise<AdvertiserRow>
  /** An enterprise (b2b) account for a number, unclaimed until that number signs in (ops only). */
  createEnterpriseAccount(account: EnterpriseAccount): Promise<AdvertiserRow>

  /** Makes the user's env-granted roles exactly `roles` (command grants are kept). */
  syncEnvRoles(userId: number, roles: readonly StaffRole[]): Promise<void>
  grantRole(userId: number, role: StaffRole): Promise<void>
  /** false when the user did not hold it */
  revokeRole(userId: number, role: StaffRole): Promise<boolean>

  /** A new sign-in's family with its first refresh token. */
  startFamily(
    familyId: string,
    userId: number,
    origin: TokenFamilyOrigin,
    refreshHash: string,
    expiresAt: Date,
  ): Promise<void>
  /** Whether a family is live (not revoked); access tokens of a revoked family are refused. */
  familyIsLive(familyId: string, userId: number): Promise<boolean>
  /**
   * Uses up a refresh token and stores its successor in one step, so two requests with the same token
   * cannot both succeed. A token used before revokes its family.
   */
  rotateRefresh(hash: string, nextHash: string, expiresAt: Date): Promise<Rotation>
  revokeFamily(familyId: string, reason: RevocationReason): Promise<void>
  /** The family of a refresh token (any state), for sign-out. */
  familyOfRefresh(hash: string): Promise<string | undefined>
  revokeFamiliesOf(userId: number, reason: RevocationReason): Promise<void>

  /** The user of a live legacy token. */
  findLegacyTokenUser(hash: string): Promise<number | undefined>
  addLegacyToken(userId: number, hash: string): Promise<void>
}

export function createIdentityRepository(db: Drizzle): IdentityRepository {
  const liveFamily = (familyId: string) =>
    and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt))

  const repository: IdentityRepository = {
    async identityOf(userId) {
      const [row] = await db
        .select({ user: users, advertiser: advertisers })
        .from(users)
        .leftJoin(advertisers, eq(advertisers.userId, users.id))
        .where(eq(users.id, userId))
      if (!row) return undefined
      const roles = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(userRoles.role))
      return { user: row.user, advertiser: row.advertiser, staffRoles: roles.map(({ role }) => role) }
    },

    async findAdvertiserFor(user) {
      const [row] = await db
        .select()
        .from(advertisers)
        .where(
          or(
            eq(advertisers.userId, user.id),
            and(eq(advertisers.mobile, user.mobile), isNull(advertisers.userId)),
          ),
        )
        // the user's own account first, then the oldest unclaimed one
        .orderBy(sql`${advertisers.userId} is null`, asc(advertisers.id))
        .limit(1)
      return row
    },

    async advertiserFor(user) {
      const found = await repository.findAdvertiserFor(user)
      if (found?.userId === user.id) return found
      if (found) {
        const [claimed] = await db
          .update(advertisers)
          .set({ userId: user.id, updatedAt: sql`now()` })
          .where(and(eq(advertisers.id, found.id), isNull(advertisers.userId)))
          .returning()
        if (claimed) return claimed
      } else {
        const [created] = await db
          .insert(advertisers)
          .values({
            userId: user.id,
            mobile: user.mobile,
            name: user.name ?? '',
            companyName: '',
            kind: 'b2c',
          })
          .onConflictDoNothing()
          .returning()
        if (created) return created
      }
      // A concurrent sign-in of the same user claimed or created it a moment ago.
      const [own] = await db.select().from(advertisers).where(eq(advertisers.userId, user.id))
      if (!own) throw new Error('no advertiser account after claiming one')
      return own
    },

    async updateAdvertiser(id, change) {
      const [row] = await db
        .update(advertisers)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(advertisers.id, id))
        .returning()
      if (!row) throw new Error(`advertiser ${id} is gone`)
      return row
    },

    async createEnterpriseAccount(account) {
      const [row] = await db
        .insert(advertisers)
        .values({ ...account, kind: 'b2b' })
        .returning()
      if (!row) throw new Error('insert returned no advertiser')
      return row
    },

    async syncEnvRoles(userId, roles) {
      await db.transaction(async (tx) => {
        await tx
          .delete(userRoles)
          .where(
            and(
              eq(userRoles.userId, userId),
              eq(userRoles.source, 'env'),
              roles.length > 0 ? notInArray(userRoles.role, [...roles]) : undefined,
            ),
          )
        if (roles.length > 0)
          await tx
            .insert(userRoles)
            .values(roles.map((role) => ({ userId, role, source: 'env' as const })))
            .onConflictDoNothing()
      })
    },

    async grantRole(userId, role) {
      await db
        .insert(userRoles)
        .values({ userId, role, source: 'command' })
        .onConflictDoUpdate({ target: [userRoles.userId, userRoles.role], set: { source: 'command' } })
    },

    async revokeRole(userId, role) {
      const rows = await db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
        .returning({ role: userRoles.role })
      return rows.length > 0
    },

    async startFamily(familyId, userId, origin, refreshHash, expiresAt) {
      await db.transaction(async (tx) => {
        // Expired refresh tokens of the user are of no further use.
        await tx
          .delete(refreshTokens)
          .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now()`)))
        await tx.insert(tokenFamilies).values({ id: familyId, userId, origin })
        await tx.insert(refreshTokens).values({ tokenHash: refreshHash, familyId, userId, expiresAt })
      })
    },

    async familyIsLive(familyId, userId) {
      const [row] = await db
        .select({ id: tokenFamilies.id })
        .from(tokenFamilies)
        .where(and(liveFamily(familyId), eq(tokenFamilies.userId, userId)))
      return row !== undefined
    },

    async rotateRefresh(hash, nextHash, expiresAt) {
      return db.transaction(async (tx): Promise<Rotation> => {
        const [used] = await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()`, replacedBy: nextHash })
          .where(
            and(
              eq(refreshTokens.tokenHash, hash),
              isNull(refreshTokens.usedAt),
              gt(refreshTokens.expiresAt, sql`now()`),
              inArray(
                refreshTokens.familyId,
                tx
                  .select({ id: tokenFamilies.id })
                  .from(tokenFamilies)
                  .where(isNull(tokenFamilies.revokedAt)),
              ),
            ),
          )
          .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
        if (used) {
          await tx.insert(refreshTokens).values({
            tokenHash: nextHash,
            familyId: used.familyId,
            userId: used.userId,
            expiresAt,
          })
          return { outcome: 'rotated', ...used }
        }
        const [known] = await tx
          .select({
            userId: refreshTokens.userId,
            familyId: refreshTokens.familyId,
            usedAt: refreshTokens.usedAt,
            revokedAt: tokenFamilies.revokedAt,
          })
          .from(refreshTokens)
          .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
          .where(eq(refreshTokens.tokenHash, hash))
        if (!known?.usedAt) return { outcome: 'invalid' }
        if (known.revokedAt === null)
          await tx
            .update(tokenFamilies)
            .set({ revokedAt: sql`now()`, revokedReason: 'reuse' })
            .where(liveFamily(known.familyId))
        return { outcome: 'reused', userId: known.userId, familyId: known.familyId }
      })
    },

    async revokeFamily(familyId, reason) {
      await db
        .update(tokenFamilies)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(liveFamily(familyId))
    },

    async familyOfRefresh(hash) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash))
      return row?.familyId
    },

    async revokeFamiliesOf(userId, reason) {
      await db
        .update(tokenFamilies)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
    },

    async findLegacyTokenUser(hash) {
      const [row] = await db
        .select({ userId: legacyTokens.userId })
        .from(legacyTokens)
        .where(and(eq(legacyTokens.tokenHash, hash), isNull(legacyTokens.revokedAt)))
      return row?.userId
    },

    async addLegacyToken(userId, hash) {
      await db.insert(legacyTokens).values({ tokenHash: hash, userId }).onConflictDoNothing()
    },
  }
  return repository
}

export default fp(
  (fastify) => {
    fastify.decorate('identity', createIdentityRepository(fastify.database.db))
  },
  { name: 'identity-repository', dependencies: ['database'] },
)
