import { execFileSync } from 'node:child_process'

/** The release id when nothing names one: the build's (or, for the API, the checkout's) commit is unknown. */
export const UNKNOWN_RELEASE = 'localjobs@unknown'

/**
 * The release id of the code in `directory` (decision 042): `localjobs@` and the first 12 characters of
 * its git commit, or undefined outside a git checkout (a deployment that copies files sets SENTRY_RELEASE).
 */
export function commitRelease(directory: string): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: directory,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return /^[0-9a-f]{40,64}$/.test(commit) ? `localjobs@${commit.slice(0, 12)}` : undefined
  } catch {
    return undefined
  }
}

/** SENTRY_RELEASE when set, else the commit of `directory`, else UNKNOWN_RELEASE. */
export function resolveRelease(given: string | undefined, directory: string): string {
  return given ?? commitRelease(directory) ?? UNKNOWN_RELEASE
}
