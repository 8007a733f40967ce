import { finding, type TextRule } from './rule.ts'
import { phraseMatcher, postTexts } from './text.ts'

/** Work-from-home bait, in English, Hindi and Telugu (scripts and romanised). */
export const WORK_FROM_HOME_PHRASES = [
  'work from home',
  'work at home',
  'wfh',
  'home based (?:job|work)',
  'घर बैठे',
  'घर से काम',
  'वर्क फ्रॉम होम',
  'ghar baithe',
  'ghar se kaam',
  'ఇంటి నుండి పని',
  'ఇంటి నుంచే పని',
  'ఇంటి నుంచి పని',
  'ఇంట్లో నుంచే',
  'వర్క్ ఫ్రమ్ హోమ్',
  'inti nundi pani',
  'intlo nunche pani',
] as const

const workFromHomeIn = phraseMatcher(WORK_FROM_HOME_PHRASES)

/** The post promises work from home: the classic bait of fake jobs. */
export const workFromHome: TextRule = {
  code: 'work_from_home',
  weight: 30,
  check(post) {
    const found = workFromHomeIn(postTexts(post))
    return found === undefined
      ? undefined
      : finding(this, `The text offers work from home: "${found}"`, found)
  },
}
