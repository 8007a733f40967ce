/**
 * Spec section 2, "Shell and loader": which shell a page uses, and which pages never show the full-page
 * loader on navigation. Paths are public pathnames, base path included ('/jobs/...', '/hire/...').
 */

export type Shell = 'advertiser' | 'seeker'

/** Pages under these prefixes use the advertiser shell; all others the seeker shell. */
export const ADVERTISER_SHELL_PREFIXES = ['/hire', '/recruit'] as const

/** Routes that do not show the full-page loader on navigation. */
export const ROUTES_WITHOUT_FULL_PAGE_LOADER = ['/jobs', '/jobs-menu', '/hire/post-job', '/hire'] as const

/**
 * The seeker app lives under '/jobs', so the spec's '/jobs-menu' is served as '/jobs/jobs-menu' (the menu
 * page); both spellings are free of the loader.
 */
export const SEEKER_MENU_PATH = '/jobs/jobs-menu'

const normalise = (pathname: string) => {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export function shellForPath(pathname: string): Shell {
  const path = normalise(pathname)
  return ADVERTISER_SHELL_PREFIXES.some((prefix) => under(path, prefix)) ? 'advertiser' : 'seeker'
}

/** false for the listed routes themselves (a trailing slash or query string does not matter). */
export function showsFullPageLoader(pathname: string): boolean {
  const path = normalise(pathname)
  return path !== SEEKER_MENU_PATH && !(ROUTES_WITHOUT_FULL_PAGE_LOADER as readonly string[]).includes(path)
}
