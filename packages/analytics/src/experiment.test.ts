import { describe, expect, it } from 'vitest'
import {
  PAYMENT_EXPERIMENT_STORAGE_KEY,
  paymentExperimentVariant,
  VARIANT_TYPES,
  variantForStoredValue,
} from './experiment.ts'

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
})

describe('spec section 4: the payment experiment flag', () => {
  it('is read from session storage under experimentPayment', () => {
    expect(PAYMENT_EXPERIMENT_STORAGE_KEY).toBe('experimentPayment')
  })

  it.each([
    ['0', 'control'],
    ['1', 'variant'],
    ['2', 'variant'],
    ['true', 'variant'],
    ['', 'variant'],
    ['00', 'variant'],
  ] as const)("the stored value '%s' is the %s arm", (stored, arm) => {
    expect(paymentExperimentVariant(storageWith({ experimentPayment: stored }))).toBe(arm)
  })

  it('is the default arm when nothing is stored', () => {
    expect(paymentExperimentVariant(storageWith({}))).toBe('default')
    expect(variantForStoredValue(null)).toBe('default')
  })

  it('ignores other keys', () => {
    expect(paymentExperimentVariant(storageWith({ experiment_payment: '0' }))).toBe('default')
  })

  it('is the default arm when there is no storage (server rendering)', () => {
    expect(globalThis.sessionStorage).toBeUndefined()
    expect(paymentExperimentVariant()).toBe('default')
    expect(paymentExperimentVariant(null)).toBe('default')
  })

  it('is the default arm when the browser refuses storage', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }
    expect(paymentExperimentVariant(blocked)).toBe('default')
  })

  it('names the three arms that events carry as variant_type', () => {
    expect(VARIANT_TYPES).toEqual(['control', 'variant', 'default'])
  })
})
