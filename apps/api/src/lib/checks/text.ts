import type { PostJobSubmission } from '@localjobs/validation/post-job'

/**
 * What the text rules read: every field the advertiser typed (the custom title, the job title, the other
 * details the job's description is made of, additional skills and a fee's other reason).
 */
export function postTexts(post: PostJobSubmission): string[] {
  return [
    post.title,
    post.job_title,
    post.other_details,
    post.additional_skills,
    post.fee_reason_other,
  ].filter((text): text is string => typeof text === 'string' && text.trim() !== '')
}

/** Devanagari and Telugu digits as ASCII ones, so '₹२०००' and '₹2000' read alike. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\u0c66-\u0c6f]/g, (digit) => String(digit.charCodeAt(0) - 0x0c66))
}

/**
 * One phrase as a pattern that respects word boundaries in all three scripts: a letter, mark or digit of
 * any script before or after the phrase means it is part of a longer word ('repay' is not 'pay', 'deposited'
 * is not 'deposit'). Telugu words take their case endings joined on ('డిపాజిట్‌ను', 'డిపాజిట్గా'), so a
 * Telugu phrase only needs its start on a boundary. Spaces inside a phrase match any run of spaces, hyphens
 * or a zero-width joiner/non-joiner (' ?': none or some). A phrase is a regular expression source, so `fees?` allows a plural.
 */
export function phrasePattern(phrase: string): string {
  const gap = '[\\s\\-\\u200c\\u200d]'
  const body = phrase.replace(/ \?/g, `${gap}*`).replace(/ /g, `${gap}+`)
  const telugu = /[\u0c00-\u0c7f]/.test(phrase)
  return `(?<![\\p{L}\\p{M}\\p{N}])(?:${body})${telugu ? '' : '(?![\\p{L}\\p{M}\\p{N}])'}`
}

/** A matcher for a list of phrases: the first phrase found in the texts, as written there. */
export function phraseMatcher(phrases: readonly string[]): (texts: readonly string[]) => string | undefined {
  const pattern = new RegExp(phrases.map((phrase) => phrasePattern(phrase.normalize('NFC'))).join('|'), 'iu')
  return (texts) => {
    for (const text of texts) {
      const found = pattern.exec(asciiDigits(text.normalize('NFC')))
      if (found) return found[0]
    }
    return undefined
  }
}

/**
 * A description reduced to what a copy keeps: lower case, digits as ASCII, no punctuation, one space between
 * words. Two posts whose normalised texts are equal are the same text.
 */
export function normaliseText(text: string): string {
  return asciiDigits(text.normalize('NFC'))
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
}
