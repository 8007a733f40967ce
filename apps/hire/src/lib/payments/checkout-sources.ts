import type { ThirdPartySources } from '@localjobs/web-app/security-headers'

/**
 * What Razorpay's Standard Checkout needs in the hire app's Content-Security-Policy (decision 038): its
 * script (the API's `RAZORPAY_CHECKOUT_SCRIPT`), the checkout frame it opens, the calls and images of that
 * script, the form a redirect-mode checkout (an app's web view) posts, and the Payment Request API for its
 * frame. Its script adds `<style>` elements without the page's nonce. The local sandbox (decision 036)
 * serves its checkout.js from /api/dev/razorpay/ on the page's own origin, which 'self' covers.
 */
export const RAZORPAY_CHECKOUT_SOURCES: ThirdPartySources = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
  form: ['https://api.razorpay.com'],
  payment: ['https://api.razorpay.com'],
  inlineStyles: true,
}
