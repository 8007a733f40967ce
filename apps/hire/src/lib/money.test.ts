import { describe, expect, it } from 'vitest'
import { formatPaise } from './money.ts'

describe('paise as rupees with Indian grouping', () => {
  it.each([
    [0, '₹0'],
    [15920, '₹159.20'],
    [18786, '₹187.86'],
    [35282, '₹352.82'],
    [10000000, '₹1,00,000'],
    [123456789, '₹12,34,567.89'],
    [5, '₹0.05'],
  ])('%i -> %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text)
  })
})
