/**
 * Spec section 2: "Paths containing location, jobs-near-me or seeker_profile change header behaviour. The
 * seeker_profile path hides the header." The rule lives here and only here; the shell asks it.
 *   hidden    no header (the seeker's own profile, a full-screen task in the apps' web views)
 *   location  the same, with a way back to the jobs instead of the advertiser link, for picking a place
 *   default   the full header: product name, language, account, menu, and the advertiser link when wide
 */
export type HeaderMode = 'default' | 'location' | 'hidden'

export function headerModeForPath(pathname: string): HeaderMode {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  if (path.includes('seeker_profile')) return 'hidden'
  if (path.includes('location') || path.includes('jobs-near-me')) return 'location'
  return 'default'
}
