/**
 * Spec section 4: the payment experiment flag. Session storage under `experimentPayment`: '0' is the control
 * arm, any other value the variant, no value the default. The arm is also the `variant_type` of events.
 */

export const PAYMENT_EXPERIMENT_STORAGE_KEY = 'experimentPayment'

export const VARIANT_TYPES = ['control', 'variant', 'default'] as const
export type VariantType = (typeof VARIANT_TYPES)[number]

export type ReadableStorage = Pick<Storage, 'getItem'>

/** The arm for a stored value (`null` when nothing is stored). */
export function variantForStoredValue(value: string | null): VariantType {
  if (value === null) return 'default'
  return value === '0' ? 'control' : 'variant'
}

/**
 * The payment experiment arm. Reads `sessionStorage` unless given a storage; on the server, or where the
 * browser refuses storage (blocked cookies make `sessionStorage` throw), the arm is `default`.
 */
export function paymentExperimentVariant(storage?: ReadableStorage | null): VariantType {
  try {
    const source = storage === undefined ? globalThis.sessionStorage : storage
    return variantForStoredValue(source?.getItem(PAYMENT_EXPERIMENT_STORAGE_KEY) ?? null)
  } catch {
    return 'default'
  }
}
