import { finding, type TextRule } from './rule.ts'
import { phraseMatcher, postTexts } from './text.ts'

/**
 * Words that ask candidates for money, in English, Hindi and Telugu (their scripts and common romanised
 * forms). 'pay' alone is how posts name the salary ('pay 15000 a month'), so it counts only as an order
 * to pay money: 'pay' followed by a fee, a deposit, an amount or 'to join' / 'before joining'.
 */
export const ASKS_MONEY_PHRASES = [
  // English
  'registration fees?',
  'registration charges?',
  'security deposit',
  'security money',
  'training fees?',
  'joining fees?',
  'processing fees?',
  'refundable deposit',
  'deposit',
  'pay (?:the |a |an )?(?:fees?|deposit|amount|charges?|money)',
  'pay (?:rs\\.? ?|inr ?|₹ ?)\\d[\\d,]*',
  'pay ₹',
  'pay to join',
  'pay before joining',
  // Hindi, Devanagari
  'पंजीकरण शुल्क',
  'रजिस्ट्रेशन फीस',
  'रजिस्ट्रेशन शुल्क',
  'जमा राशि',
  'सिक्योरिटी डिपॉजिट',
  'सिक्योरिटी राशि',
  'डिपॉजिट',
  'ट्रेनिंग फीस',
  'प्रशिक्षण शुल्क',
  'ज्वाइनिंग फीस',
  'पैसे जमा',
  'शुल्क जमा',
  'फीस जमा',
  'भुगतान करें',
  // Hindi, romanised
  'jama rashi',
  'paise jama',
  'fees? jama',
  'registration ka paisa',
  // Telugu
  'రిజిస్ట్రేషన్ ఫీజు',
  'రిజిస్ట్రేషన్ రుసుము',
  'సెక్యూరిటీ డిపాజిట్',
  'డిపాజిట్',
  'ట్రైనింగ్ ఫీజు',
  'శిక్షణ రుసుము',
  'జాయినింగ్ ఫీజు',
  'చెల్లించండి',
  'డబ్బు కట్టాలి',
  'ఫీజు కట్టాలి',
  // Telugu, romanised
  'chellinchandi',
  'fees? kattali',
  'dabbu kattali',
] as const

const asksMoneyIn = phraseMatcher(ASKS_MONEY_PHRASES)

/** The text asks candidates for money (a registration fee, a security deposit, ...). */
export const asksMoney: TextRule = {
  code: 'asks_money',
  weight: 50,
  check(post) {
    const found = asksMoneyIn(postTexts(post))
    return found === undefined ? undefined : finding(this, `The text asks for money: "${found}"`, found)
  },
}
