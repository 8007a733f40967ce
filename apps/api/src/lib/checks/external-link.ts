import { finding, type TextRule } from './rule.ts'
import { asciiDigits, postTexts } from './text.ts'

/**
 * A web address: a scheme, 'www.', a short link or a word ending in a common top-level domain
 * ('apply-now.in', 'bit.ly/x', 'wa.me/91...', 't.me/...'). An e-mail is the contact rule's, not this one's.
 */
const LINK =
  /(?:https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}@.])(?:[a-z0-9-]+\.)+(?:com|in|org|net|co|info|xyz|me|ly|link|site|online|app|io|biz)(?:\/\S*)?(?![\p{L}\p{N}])/iu

/** A link inside the text sends candidates away from the platform. */
export const externalLink: TextRule = {
  code: 'external_link',
  weight: 20,
  check(post) {
    for (const text of postTexts(post)) {
      const found = LINK.exec(asciiDigits(text))
      if (found) return finding(this, `The text has a link: ${found[0]}`, found[0])
    }
    return undefined
  },
}
