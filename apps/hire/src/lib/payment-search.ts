import type { PaymentResultCode } from '@localjobs/api-client/payments/types'

/** A positive whole id from a search value ('31', 31), or undefined. */
export function positiveId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,12}$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The payment status page's search: the order row and, once known, its result (2 Success, -1 Failed). */
export interface PaymentStatusSearch {
  id?: number
  status?: PaymentResultCode
}

export function parsePaymentStatusSearch(search: Record<string, unknown>): PaymentStatusSearch {
  const id = positiveId(search.id)
  const status = String(search.status ?? '')
  return {
    ...(id ? { id } : {}),
    ...(status === '2' ? { status: 2 as const } : status === '-1' ? { status: -1 as const } : {}),
  }
}
