import { pickUtmParams, type UtmParams } from '@localjobs/analytics/track'

/**
 * Where the visit came from (spec section 3's saved client state "utm params"; section 9: only
 * utm_source, utm_medium and utm_campaign are forwarded): the utm params and the ad click id (gclid or
 * fbclid) of the address an ad or a shared link opened. A page that may be such a landing calls
 * `rememberVisitParams()`, which keeps them in the tab's session storage, so the parameters log after a
 * post, pages later, still says where the advertiser came from. The address's own params win.
 */
export const VISIT_PARAMS_STORAGE_KEY = 'utmParams'

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

export function rememberVisitParams(search: string = currentSearch()): void {
  const visit = fromSearch(search)
  if (isEmpty(visit)) return
  try {
    sessionStorage.setItem(VISIT_PARAMS_STORAGE_KEY, JSON.stringify(visit))
  } catch {
    // blocked storage: only the address's own params count
  }
}

export function visitParams(search: string = currentSearch()): VisitParams {
  const own = fromSearch(search)
  if (!isEmpty(own)) return own
  try {
    const kept = JSON.parse(sessionStorage.getItem(VISIT_PARAMS_STORAGE_KEY) ?? '{}') as Partial<VisitParams>
    const utm = pickUtmParams(
      Object.fromEntries(
        Object.entries(kept.utm ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    )
    return { utm, ...(typeof kept.clickId === 'string' && kept.clickId ? { clickId: kept.clickId } : {}) }
  } catch {
    return { utm: {} }
  }
}
