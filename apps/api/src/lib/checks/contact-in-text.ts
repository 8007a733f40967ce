import { finding, type TextRule } from './rule.ts'
import { asciiDigits, postTexts } from './text.ts'

/** An Indian mobile number (+91 or 0 before it allowed, digits in groups) or an e-mail address. */
const MOBILE = /(?<!\d)(?:(?:\+|00)?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}(?!\d)/
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u

/** A phone number or an e-mail inside the text: contact belongs in the contact fields (the platform's call button). */
export const contactInText: TextRule = {
  code: 'contact_in_text',
  weight: 15,
  check(post) {
    for (const text of postTexts(post)) {
      const plain = asciiDigits(text)
      const found = MOBILE.exec(plain) ?? EMAIL.exec(plain)
      if (found) return finding(this, `The text has contact details: ${found[0].trim()}`, found[0].trim())
    }
    return undefined
  },
}
