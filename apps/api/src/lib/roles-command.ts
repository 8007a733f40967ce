import { MOBILE_NUMBER_PATTERN } from '@localjobs/validation/constants'
import { asc, eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { STAFF_ROLES, type StaffRole, userRoles, users } from '#src/db/schema.ts'
import { createAccountsRepository } from '#src/plugins/app/accounts-repository.ts'
import { createIdentityRepository } from '#src/plugins/app/identity-repository.ts'

export const ROLES_USAGE = `usage: roles grant <agent|ops> <mobile number>
       roles revoke <agent|ops> <mobile number>
       roles list`

export interface RolesCommandResult {
  exitCode: 0 | 1 | 2
  output: string
}

const isRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value ?? '')

/**
 * `./run --filter @localjobs/api roles -- grant ops 9xxxxxxxxx` (decision 017): grants or revokes a staff
 * role, or lists who holds one. Granting creates the user of a number that never signed in, so the role
 * is there at their first sign-in. A role from OPS_MOBILE_NUMBERS / AGENT_MOBILE_NUMBERS comes back at
 * the next sign-in while the number stays in the variable.
 */
export async function runRolesCommand(db: Drizzle, args: readonly string[]): Promise<RolesCommandResult> {
  const [action, role, mobile, ...rest] = args
  const identity = createIdentityRepository(db)
  const accounts = createAccountsRepository(db)
  if (action === 'list' && role === undefined) {
    const rows = await db
      .select({ mobile: users.mobile, role: userRoles.role, source: userRoles.source })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .orderBy(asc(userRoles.role), asc(users.mobile))
    const lines = rows.map((row) => `${row.role}\t${row.mobile}\t(${row.source})`)
    return { exitCode: 0, output: lines.length > 0 ? lines.join('\n') : 'nobody holds a staff role' }
  }
  if ((action !== 'grant' && action !== 'revoke') || !isRole(role) || rest.length > 0)
    return { exitCode: 2, output: ROLES_USAGE }
  if (!mobile || !MOBILE_NUMBER_PATTERN.test(mobile))
    return { exitCode: 2, output: `not a 10-digit mobile number: ${mobile ?? '(none)'}\n${ROLES_USAGE}` }
  if (action === 'grant') {
    const user = await accounts.upsertUser(mobile)
    await identity.grantRole(user.id, role)
    return { exitCode: 0, output: `granted ${role} to ${mobile}` }
  }
  const user = await accounts.findUserByMobile(mobile)
  const revoked = user ? await identity.revokeRole(user.id, role) : false
  return revoked
    ? { exitCode: 0, output: `revoked ${role} from ${mobile}` }
    : { exitCode: 1, output: `${mobile} does not hold ${role}` }
}
