import { describe, expect, it } from 'vitest'
import {
  GST_PERCENT,
  gstOn,
  isTotalDistricts,
  orderPrice,
  paiseToRupees,
  rupeesToPaise,
  TOTAL_DISTRICTS_MAX,
} from './payments.ts'

describe('rupeesToPaise', () => {
  it.each([
    ['159.20', 15920],
    ['159.2', 15920],
    [159.2, 15920],
    [159.2 as number, 15920],
    ['0.01', 1],
    ['299', 29900],
    [299, 29900],
    [' 352.82 ', 35282],
    [1.15, 115],
    [4.35, 435],
    [1005.03, 100503],
  ])('%j is %i paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise)
  })

  it('is exact where a float product is not (the issue: 15919 paise for ₹159.20)', () => {
    expect(Math.trunc(159.2 * 100)).toBe(15919)
    expect(rupeesToPaise(159.2)).toBe(15920)
  })

  it.each([
    ['-1'],
    ['1.234'],
    ['1e3'],
    [''],
    ['abc'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [-5],
    ['1,000'],
  ])('refuses %j', (rupees) => {
    expect(rupeesToPaise(rupees)).toBeNull()
  })
})

describe('paiseToRupees', () => {
  it.each([
    [15920, '159.20'],
    [1, '0.01'],
    [35282, '352.82'],
    [0, '0.00'],
  ])('%i paise is ₹%s', (paise, text) => {
    expect(paiseToRupees(paise)).toBe(text)
    expect(rupeesToPaise(text)).toBe(paise)
  })
})

describe('orderPrice', () => {
  it(`adds ${GST_PERCENT}% GST on the plan, the extra districts and the add-on, rounding half up`, () => {
    expect(gstOn(29900)).toBe(5382)
    expect(gstOn(25)).toBe(5) // 4.5 paise -> 5
    expect(gstOn(2)).toBe(0) // 0.36 paise -> 0
    expect(orderPrice({ planPaise: 29900, districtPaise: 14900, totalDistricts: 1 })).toEqual({
      net: 29900,
      gst: 5382,
      total: 35282,
    })
    // premium with 2 districts and the urgent tag: 599 + 299 + 99 = 997, GST 179.46
    expect(
      orderPrice({ planPaise: 59900, districtPaise: 29900, upsellPaise: 9900, totalDistricts: 2 }),
    ).toEqual({
      net: 99700,
      gst: 17946,
      total: 117646,
    })
  })

  it('refuses districts out of range and amounts that are not whole paise', () => {
    expect(isTotalDistricts(1)).toBe(true)
    expect(isTotalDistricts(TOTAL_DISTRICTS_MAX)).toBe(true)
    for (const bad of [0, TOTAL_DISTRICTS_MAX + 1, 1.5, '2', null])
      expect(isTotalDistricts(bad), String(bad)).toBe(false)
    expect(() => orderPrice({ planPaise: 100, districtPaise: 1, totalDistricts: 0 })).toThrow(RangeError)
    expect(() => orderPrice({ planPaise: 100.5, districtPaise: 1, totalDistricts: 1 })).toThrow(RangeError)
    expect(() => orderPrice({ planPaise: -1, districtPaise: 1, totalDistricts: 1 })).toThrow(RangeError)
  })
})
