import type { Locale } from '@localjobs/validation/constants'

/** India's calling code: our numbers are 10 digits starting 6-9 (spec section 9). */
const COUNTRY_CODE = '91'

/** The message WhatsApp opens with when an advertiser taps WhatsApp on an applicant: it names the job. */
export const WHATSAPP_MESSAGES: Record<
  Locale,
  (input: { name: string; jobTitle: string; product: string }) => string
> = {
  en: ({ name, jobTitle, product }) =>
    `Hello ${name}, you applied for the ${jobTitle} job on ${product}. Are you available to talk?`,
  hi: ({ name, jobTitle, product }) =>
    `नमस्ते ${name}, आपने ${product} पर ${jobTitle} की नौकरी के लिए आवेदन किया था। क्या आप बात कर सकते हैं?`,
  te: ({ name, jobTitle, product }) =>
    `నమస్తే ${name}, మీరు ${product} లో ${jobTitle} ఉద్యోగానికి దరఖాస్తు చేశారు. మాట్లాడగలరా?`,
}

/** A `tel:` link that dials the 10-digit number with India's code. */
export const callLink = (mobile: string) => `tel:+${COUNTRY_CODE}${mobile}`

/** A WhatsApp link to the number with the message naming the job, in the advertiser's language. */
export function whatsappLink(input: {
  mobile: string
  name: string
  jobTitle: string
  /** the app's product name (the head's `productName`) */
  product: string
  locale: Locale
}) {
  const text = WHATSAPP_MESSAGES[input.locale](input)
  return `https://wa.me/${COUNTRY_CODE}${input.mobile}?text=${encodeURIComponent(text)}`
}
