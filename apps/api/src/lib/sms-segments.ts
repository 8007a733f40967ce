/**
 * How many SMS a text costs (3GPP TS 23.038): a text of the GSM 7-bit alphabet takes 160 characters in one
 * SMS and 153 a part when split (the extension characters `^{}\[~]|€` count twice); any other character
 * (Devanagari, Telugu, '…') makes the whole text UCS-2: 70 UTF-16 units in one SMS, 67 a part.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENSION = '\f^{}\\[~]|€'
const basic = new Set(GSM_BASIC)
const extension = new Set(GSM_EXTENSION)

export type SmsEncoding = 'gsm7' | 'ucs2'

export interface SmsSize {
  encoding: SmsEncoding
  /** septets (GSM-7) or UTF-16 code units (UCS-2) */
  units: number
  segments: number
}

/** The encoding, length and number of SMS segments of `text`. */
export function smsSize(text: string): SmsSize {
  let septets = 0
  for (const character of text) {
    if (basic.has(character)) septets += 1
    else if (extension.has(character)) septets += 2
    else {
      const units = text.length
      return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) }
    }
  }
  return { encoding: 'gsm7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) }
}

/** The number of SMS segments `text` is sent in. */
export const smsSegments = (text: string) => smsSize(text).segments
