import { pickUtmParams, type UtmParams } from '@localjobs/analytics/track'
import { VISIT_PARAMS_STORAGE_KEY } from './visit-landing.ts'

export { rememberVisitParams, VISIT_PARAMS_STORAGE_KEY } from './visit-landing.ts'

/**
 * Where the visit came from (spec section 3's saved client state "utm params"; section 9: only
 * utm_source, utm_medium and utm_campaign are forwarded): the utm params and the ad click id (gclid or
 * fbclid) of the address an ad or a shared link opened. Every page
 * keeps the landing's query string (`rememberVisitParams`, visit-landing.ts, run by the shell), so the
 * parameters log after a post, pages later, still says where the advertiser came from. The address's own
 * params win.
 */

const CLICK_ID_PARAMS = ['gclid', 'fbclid'] as const

export interface VisitParams {
  utm: UtmParams
  /** the ad click id the visit arrived with (gclid, else fbclid) */
  clickId?: string
}

function fromSearch(search: string): VisitParams {
  const params = new URLSearchParams(search)
  const clickId = CLICK_ID_PARAMS.map((name) => params.get(name)).find((value) => value)
  return { utm: pickUtmParams(params), ...(clickId ? { clickId } : {}) }
}

const isEmpty = (visit: VisitParams) => Object.keys(visit.utm).length === 0 && !visit.clickId

const currentSearch = () => (typeof location === 'undefined' ? '' : location.search)

export function visitParams(search: string = currentSearch()): VisitParams {
  const own = fromSearch(search)
  if (!isEmpty(own)) return own
  try {
    return fromSearch(sessionStorage.getItem(VISIT_PARAMS_STORAGE_KEY) ?? '')
  } catch {
    return { utm: {} }
  }
}
