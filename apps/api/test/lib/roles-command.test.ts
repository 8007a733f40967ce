import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { ROLES_USAGE, runRolesCommand } from '#src/lib/roles-command.ts'
import { createAccountsRepository } from '#src/plugins/app/accounts-repository.ts'
import { createIdentityRepository } from '#src/plugins/app/identity-repository.ts'
import { createTestDatabase } from '../helpers/database.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

const rolesOf = async (mobile: string) => {
  const user = await createAccountsRepository(database.db).findUserByMobile(mobile)
  return user ? (await createIdentityRepository(database.db).identityOf(user.id))?.staffRoles : undefined
}

describe('the roles command', () => {
  it('grants a role to a number that never signed in, lists it, and revokes it', async () => {
    expect(await runRolesCommand(database.db, ['grant', 'ops', '9123456780'])).toEqual({
      exitCode: 0,
      output: 'granted ops to 9123456780',
    })
    await runRolesCommand(database.db, ['grant', 'agent', '9123456780'])
    expect(await rolesOf('9123456780')).toEqual(['agent', 'ops'])
    expect((await runRolesCommand(database.db, ['list'])).output).toBe(
      'agent\t9123456780\t(command)\nops\t9123456780\t(command)',
    )
    expect(await runRolesCommand(database.db, ['revoke', 'ops', '9123456780'])).toEqual({
      exitCode: 0,
      output: 'revoked ops from 9123456780',
    })
    expect(await rolesOf('9123456780')).toEqual(['agent'])
    expect((await runRolesCommand(database.db, ['revoke', 'ops', '9123456780'])).exitCode).toBe(1)
  })

  it('refuses unknown roles, actions and numbers with the usage', async () => {
    for (const args of [
      [],
      ['grant', 'admin', '9123456780'],
      ['promote', 'ops', '9123456780'],
      ['grant', 'ops'],
    ])
      expect(await runRolesCommand(database.db, args)).toMatchObject({ exitCode: 2 })
    expect((await runRolesCommand(database.db, ['grant', 'ops', '12345'])).output).toContain(ROLES_USAGE)
  })

  it('a role granted by the command survives the env sync at sign-in; an env role follows the env', async () => {
    const identity = createIdentityRepository(database.db)
    const user = await createAccountsRepository(database.db).upsertUser('9234567801')
    await identity.syncEnvRoles(user.id, ['agent'])
    await runRolesCommand(database.db, ['grant', 'ops', '9234567801'])
    await identity.syncEnvRoles(user.id, [])
    expect(await rolesOf('9234567801')).toEqual(['ops'])
  })
})
