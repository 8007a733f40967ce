import { beforeEach, describe, expect, it } from 'vitest'
import { visitParams } from './utm.ts'
import { rememberVisitParams, VISIT_PARAMS_STORAGE_KEY } from './visit-landing.ts'

beforeEach(() => sessionStorage.clear())

describe('rememberVisitParams: the landing an ad or a shared link opened', () => {
  it('keeps a query string with campaign or click params, and later pages read them with the forwarding rule', () => {
    rememberVisitParams('?utm_source=whatsapp&utm_content=banner&gclid=g-1&lang=te')
    expect(visitParams('')).toEqual({ utm: { utm_source: 'whatsapp' }, clickId: 'g-1' })
  })

  it('a later page without such params does not forget the landing', () => {
    rememberVisitParams('?utm_campaign=drivers')
    rememberVisitParams('?lang=hi')
    rememberVisitParams('')
    expect(visitParams('?step=2')).toEqual({ utm: { utm_campaign: 'drivers' } })
  })

  it("the address's own params win over the kept ones", () => {
    rememberVisitParams('?utm_source=google')
    expect(visitParams('?utm_source=facebook&fbclid=f-9')).toEqual({
      utm: { utm_source: 'facebook' },
      clickId: 'f-9',
    })
  })

  it('nothing kept, nothing sent', () => {
    expect(sessionStorage.getItem(VISIT_PARAMS_STORAGE_KEY)).toBeNull()
    expect(visitParams('')).toEqual({ utm: {} })
  })
})
