import { finding, type TextRule } from './rule.ts'
import { phraseMatcher, postTexts } from './text.ts'

const AMOUNT = '(?:(?:rs\\.?|inr|₹|रु\\.?|రూ\\.?) ?)?\\d[\\d,]*(?: ?/-)?'

/** Earn-per-day bait: 'earn ₹2000 per day', 'daily payment', 'part time earn', in three languages. */
export const EARN_PER_DAY_PHRASES = [
  `earn(?:ing)? (?:up ?to |upto )?${AMOUNT} (?:per|a|every|/) ?day`,
  `${AMOUNT} (?:per|a|every) day earn(?:ing)?`,
  'earn (?:daily|per day|every day)',
  'daily (?:payment|pay|income|earning)',
  'part ?time earn(?:ing)?',
  // Hindi
  'रोज़? कमाएं',
  'रोज़? कमाइए',
  'रोजाना कमाई',
  'रोज़ाना कमाई',
  `प्रतिदिन ${AMOUNT}`,
  `रोज़? ${AMOUNT} कमाएं`,
  'डेली पेमेंट',
  'पार्ट टाइम कमाई',
  'roz kamaye',
  'rozana kamai',
  'daily kamai',
  // Telugu
  `రోజుకు ${AMOUNT}`,
  'రోజూ సంపాదించండి',
  'రోజువారీ చెల్లింపు',
  'డైలీ పేమెంట్',
  'పార్ట్ టైమ్ సంపాదన',
  'roju sampadinchandi',
] as const

const earnPerDayIn = phraseMatcher(EARN_PER_DAY_PHRASES)

/** The post promises money by the day: how easy-money scams advertise. */
export const earnPerDay: TextRule = {
  code: 'earn_per_day',
  weight: 30,
  check(post) {
    const found = earnPerDayIn(postTexts(post))
    return found === undefined
      ? undefined
      : finding(this, `The text promises daily earnings: "${found}"`, found)
  },
}
