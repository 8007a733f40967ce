// The one module of this package that reads the environment (tooling/scripts/check-workspace.mjs).

/**
 * The environment the server under test starts from: this process's (PATH, the toolchain's NODE_OPTIONS and
 * so on) without the settings the scripts choose themselves, so that a DATABASE_URL or PORT of the shell that
 * runs them never points the run at another database or port.
 */
export function serverBaseEnv(): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _database,
    PGLITE_DATA_DIR: _pglite,
    PORT: _port,
    REDIS_URL: _redis,
    SENTRY_DSN: _sentry,
    ...rest
  } = process.env
  return rest
}
