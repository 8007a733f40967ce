import type { FindingCode } from '@localjobs/api-client/review/types'
import type { PostJobSubmission } from '@localjobs/validation/post-job'
import { describe, expect, it } from 'vitest'
import { asksMoney } from '#src/lib/checks/asks-money.ts'
import { contactInText } from '#src/lib/checks/contact-in-text.ts'
import { earnPerDay } from '#src/lib/checks/earn-per-day.ts'
import { externalLink } from '#src/lib/checks/external-link.ts'
import { feeCharged } from '#src/lib/checks/fee-charged.ts'
import { RISK_THRESHOLDS, riskLevel, textFindings } from '#src/lib/checks/index.ts'
import type { TextRule } from '#src/lib/checks/rule.ts'
import { workFromHome } from '#src/lib/checks/work-from-home.ts'

/** An honest post: no fee, a plain description; each row changes what it tests. */
const honest = (change: Partial<PostJobSubmission> = {}): PostJobSubmission =>
  ({
    job_category: 1,
    job_title_id: 1,
    title: 'Delivery partner, two-wheeler',
    job_location_city: 9,
    salary_min: 12000,
    salary_max: 18000,
    fees_charged: 87,
    other_details: 'Fuel is paid. Weekly off on Sunday.',
    additional_skills: 'Knows the city well',
    mobile_no: '9876543210',
    ...change,
  }) as PostJobSubmission

const described = (other_details: string) => honest({ other_details })

type Row = [language: 'en' | 'hi' | 'te', text: string, flagged: boolean]

/** Each rule's samples in three languages: [language, description, whether the rule flags it]. */
const TABLE: { rule: TextRule; code: FindingCode; rows: Row[] }[] = [
  {
    rule: asksMoney,
    code: 'asks_money',
    rows: [
      ['en', 'Registration fee of Rs 500 before joining', true],
      ['en', 'Pay a security deposit, refundable after 6 months', true],
      ['en', 'Training fees 2000 to be paid at the office', true],
      ['en', 'You must pay ₹1500 to get the ID card', true],
      ['en', 'Pay the fee at the branch', true],
      ['en', 'A deposit is collected on joining', true],
      ['en', 'Good pay and weekly off', false],
      ['en', 'Pay: 15000 a month, paid on the 1st', false],
      ['en', 'Help customers repay their loans', false],
      ['en', 'Salary deposited in your bank account', false],
      ['en', 'No fees. Free joining.', false],
      ['hi', 'पंजीकरण शुल्क 500 रुपये', true],
      ['hi', 'रजिस्ट्रेशन फीस देनी होगी', true],
      ['hi', 'जमा राशि वापस मिलेगी', true],
      ['hi', 'सिक्योरिटी डिपॉजिट ₹1000', true],
      ['hi', 'joining se pehle jama rashi deni hogi', true],
      ['hi', 'वेतन हर महीने बैंक खाते में', false],
      ['hi', 'दस्तावेज़ जमा करने होंगे', false],
      ['te', 'రిజిస్ట్రేషన్ ఫీజు 500 రూపాయలు', true],
      ['te', 'సెక్యూరిటీ డిపాజిట్ తిరిగి ఇస్తాము', true],
      ['te', 'డిపాజిట్‌ను ముందుగా చెల్లించండి', true],
      ['te', 'ముందుగా 1000 చెల్లించండి', true],
      ['te', 'deposit kattali, fee kattali', true],
      ['te', 'జీతం ప్రతి నెల బ్యాంకు ఖాతాలో', false],
      ['te', 'ఉచితంగా శిక్షణ ఇస్తాము', false],
    ],
  },
  {
    rule: workFromHome,
    code: 'work_from_home',
    rows: [
      ['en', 'Work from home, only a phone needed', true],
      ['en', 'WFH job for housewives', true],
      ['en', 'Home-based work, flexible hours', true],
      ['en', 'Work at our home appliances showroom', false],
      ['en', 'Homeward delivery routes from the depot', false],
      ['hi', 'घर बैठे काम करें', true],
      ['hi', 'ghar baithe mobile se kaam', true],
      ['hi', 'वर्क फ्रॉम होम नौकरी', true],
      ['hi', 'दुकान पर काम, घर के पास', false],
      ['te', 'ఇంటి నుండి పని చేయండి', true],
      ['te', 'వర్క్ ఫ్రమ్ హోమ్ ఉద్యోగం', true],
      ['te', 'షోరూమ్‌లో పని, ఇంటికి దగ్గర', false],
    ],
  },
  {
    rule: earnPerDay,
    code: 'earn_per_day',
    rows: [
      ['en', 'Earn ₹2000 per day from your phone', true],
      ['en', 'earn Rs. 1,500/- a day', true],
      ['en', 'Daily payment guaranteed', true],
      ['en', 'Part time earn money', true],
      ['en', 'Salary 18000 a month, 8 hours a day', false],
      ['en', 'Learn every day on the job', false],
      ['hi', 'रोज़ कमाएं 1000 रुपये', true],
      ['hi', 'प्रतिदिन ₹१५०० कमाई', true],
      ['hi', 'डेली पेमेंट मिलेगा', true],
      ['hi', 'rozana kamai ghar se', true],
      ['hi', 'महीने की तनख्वाह 15000', false],
      ['te', 'రోజుకు ₹2000 సంపాదించండి', true],
      ['te', 'రోజువారీ చెల్లింపు', true],
      ['te', 'డైలీ పేమెంట్ ఇస్తాము', true],
      ['te', 'నెలకు 15000 జీతం', false],
    ],
  },
  {
    rule: externalLink,
    code: 'external_link',
    rows: [
      ['en', 'Apply at https://jobs-now.example/apply', true],
      ['en', 'Details on www.easyjobs.in', true],
      ['en', 'Join t.me/quickjobs for details', true],
      ['en', 'Register on apply-fast.in today', true],
      ['en', 'Fuel is paid. Weekly off.', false],
      ['en', 'Salary 12.5k, fixed.', false],
      ['hi', 'फॉर्म भरें: bit.ly/job-form', true],
      ['hi', 'ऑफिस में आकर मिलें', false],
      ['te', 'వివరాలకు wa.me/919876543210 చూడండి', true],
      ['te', 'కార్యాలయానికి రండి', false],
    ],
  },
  {
    rule: contactInText,
    code: 'contact_in_text',
    rows: [
      ['en', 'Call 98765 43210 for an interview', true],
      ['en', 'WhatsApp +91-9876543210', true],
      ['en', 'Mail your CV to hr.jobs@example.com', true],
      ['en', 'Openings: 12, salary 15000 to 18000', false],
      ['en', 'Office at 1-2-34/5, near the bus stand', false],
      ['hi', 'इंटरव्यू के लिए कॉल करें ९८७६५४३२१०', true],
      ['hi', 'सुबह 9 से शाम 6 बजे तक', false],
      ['te', 'ఈ నంబర్‌కు ఫోన్ చేయండి: 9876543210', true],
      ['te', '౯౮౭౬౫౪౩౨౧౦ కి కాల్ చేయండి', true],
      ['te', 'ఉదయం 9 నుండి సాయంత్రం 6 వరకు', false],
    ],
  },
]

describe('the text rules, row by row in English, Hindi and Telugu', () => {
  for (const { rule, code, rows } of TABLE)
    describe(code, () => {
      it.each(rows)('%s: %s -> %s', (_language, text, flagged) => {
        const found = rule.check(described(text))
        expect(found === undefined ? null : found.code).toBe(flagged ? code : null)
        if (found) {
          expect(found.weight).toBe(rule.weight)
          expect(found.reason.length).toBeGreaterThan(0)
          expect(found.evidence && text.normalize('NFC').length > 0).toBeTruthy()
        }
      })

      it('reads the title and additional skills too, not only the description', () => {
        const sample = rows.find(([, , flagged]) => flagged)?.[1] ?? ''
        expect(rule.check(honest({ title: sample }))?.code).toBe(code)
        expect(rule.check(honest({ additional_skills: sample }))?.code).toBe(code)
      })
    })

  it('an honest post has no finding', () => {
    expect(textFindings(honest())).toEqual([])
  })
})

describe('fee_charged: the fee option 86', () => {
  it('flags a charged fee with its amount and weighs 60', () => {
    const found = feeCharged.check(honest({ fees_charged: 86, fee_amount: 500 }))
    expect(found).toMatchObject({ code: 'fee_charged', weight: 60, evidence: '₹500' })
  })

  it('passes a post without a fee', () => {
    expect(feeCharged.check(honest({ fees_charged: 87 }))).toBeUndefined()
  })
})

describe('the score and the level', () => {
  it.each([
    [0, 'low'],
    [15, 'low'],
    [19, 'low'],
    [20, 'medium'],
    [49, 'medium'],
    [50, 'high'],
    [200, 'high'],
  ] as const)('score %i is %s', (score, level) => {
    expect(riskLevel(score)).toBe(level)
  })

  it('a charged fee alone is high; a link alone is medium; a number in the text alone is low', () => {
    expect(RISK_THRESHOLDS).toEqual({ high: 50, medium: 20 })
    const levelOf = (post: PostJobSubmission) =>
      riskLevel(textFindings(post).reduce((sum, each) => sum + each.weight, 0))
    expect(levelOf(honest({ fees_charged: 86, fee_amount: 300 }))).toBe('high')
    expect(levelOf(described('Registration fee 500'))).toBe('high')
    expect(levelOf(described('Details on www.easyjobs.in'))).toBe('medium')
    expect(levelOf(described('Call 9876543210'))).toBe('low')
    expect(levelOf(described('Work from home and earn ₹2000 per day'))).toBe('high')
  })

  it('adds every finding once, in the rules order', () => {
    const findings = textFindings(
      honest({
        fees_charged: 86,
        fee_amount: 200,
        other_details: 'Work from home, registration fee 200, call 9876543210, www.x-jobs.in',
      }),
    )
    expect(findings.map((each) => each.code)).toEqual([
      'fee_charged',
      'asks_money',
      'work_from_home',
      'external_link',
      'contact_in_text',
    ])
  })
})
