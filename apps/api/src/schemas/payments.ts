import type {
  PaymentHistoryPage,
  PaymentOrder,
  PaymentOrderDetail,
  PaymentValidation,
} from '@localjobs/api-client/payments/types'
import { ORDER_STATUSES } from '@localjobs/api-client/payments/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

export const paymentOrderSchema = z
  .object({
    id: z.string().describe("the provider's order id, for the checkout"),
    amount: z.number().int().describe('paise'),
    order_row_id: z.number().int(),
    currency: z.literal('INR'),
    checkout: z.object({ key: z.string(), script_url: z.string(), name: z.string() }),
  })
  .meta({ id: 'PaymentOrder' })

export const paymentValidationSchema = z
  .object({
    status: z.union([z.literal(2), z.literal(-1)]),
    message: z.string(),
    order_row_id: z.number().int(),
  })
  .meta({ id: 'PaymentValidation' })

export const paymentOrderDetailSchema = z
  .object({
    order_row_id: z.number().int(),
    order_id: z.string(),
    payment_id: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    result: z.union([z.literal(2), z.literal(-1)]).nullable(),
    plan: z.object({
      id: z.number().int(),
      code: z.enum(['basic', 'premium', 'premium_plus']),
      title: z.string(),
      validity_days: z.number().int(),
    }),
    upsell: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    total_districts: z.number().int(),
    net_amount: z.number().int(),
    gst_amount: z.number().int(),
    amount: z.number().int(),
    currency: z.literal('INR'),
    submission_id: z.number().int(),
    job_title: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    failure_reason: z.string().nullable(),
    channel: z.enum(['checkout', 'link']),
    receipt_number: z.string().nullable(),
    seller: z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
  })
  .meta({ id: 'PaymentOrderDetail' })

export const paymentHistorySchema = z
  .object({ results: z.array(paymentOrderDetailSchema), pageNumber: z.number().int(), hasMore: z.boolean() })
  .meta({ id: 'PaymentHistoryPage' })

export const paymentSchemasMatchContract: [
  Exact<z.output<typeof paymentOrderSchema>, PaymentOrder>,
  Exact<z.output<typeof paymentValidationSchema>, PaymentValidation>,
  Exact<z.output<typeof paymentOrderDetailSchema>, PaymentOrderDetail>,
  Exact<z.output<typeof paymentHistorySchema>, PaymentHistoryPage>,
] = [true, true, true, true]
