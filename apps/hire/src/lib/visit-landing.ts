/**
 * The first half of `utm.ts`, small enough for every page's first script: when the address a page opened
 * with carries campaign or ad-click params, keep its query string in the tab's session storage. Which of
 * them are forwarded (spec section 9: only utm_source, utm_medium and utm_campaign, and the click id) is
 * decided when they are read (`visitParams` in utm.ts, with @localjobs/analytics's rule), not here.
 */
export const VISIT_PARAMS_STORAGE_KEY = 'utmParams'

const MAY_CARRY_VISIT_PARAMS = /[?&](utm_[a-z]+|gclid|fbclid)=/i

export function rememberVisitParams(
  search: string = typeof location === 'undefined' ? '' : location.search,
): void {
  if (!MAY_CARRY_VISIT_PARAMS.test(search)) return
  try {
    sessionStorage.setItem(VISIT_PARAMS_STORAGE_KEY, search)
  } catch {
    // blocked storage: only the address's own params count
  }
}
