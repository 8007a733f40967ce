/** Shapes of the payment calls (spec sections 3, 4, 7 and 9). Amounts on the wire are in paise. */

/** The payment result codes (spec section 4): 2 Success, -1 Failed. */
export type PaymentResultCode = 2 | -1

/** POST /payments/razorpay/order/ — the order the checkout opens (spec section 3: id, amount, order_row_id). */
export interface PaymentOrder {
  /** the payment provider's order id, passed to the checkout */
  id: string
  /** paise */
  amount: number
  /** our order row, sent back with the validation and in the redirect callback */
  order_row_id: number
}

/** POST /payments/razorpay/validate/ (spec section 7 lists these fields). */
export interface PaymentValidateBody {
  razorpay_payment_id: string
  user_role: 9
  order_row_id: number
  /** empty for a failed payment (spec section 4) */
  razorpay_signature: string
  total_districts: number
}

/** The validation's verdict. */
export interface PaymentValidation {
  status: PaymentResultCode
  message: string
}
