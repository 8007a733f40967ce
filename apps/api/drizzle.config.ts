import { defineConfig } from 'drizzle-kit'

// Only `drizzle-kit generate` uses this: it diffs src/db/schema.ts against migrations/ and writes SQL.
// Migrations are applied by the app itself (src/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
})
