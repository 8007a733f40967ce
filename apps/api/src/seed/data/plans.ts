import type { PlanCode } from '@localjobs/api-client/plans/types'
import type { Translations } from './types.ts'

export interface PlanData {
  id: number
  code: PlanCode
  title: Translations
  /** rupees for one district */
  price: number
  validityDays: number
  featured: boolean
  /** matching seekers from the database tab (#9) the advertiser may contact */
  databaseContacts: number
  /** applicants a job on the plan takes (#10); null: unlimited */
  applicantsAllowed: number | null
  features: Translations[]
  upsells: { id: number; code: string; title: Translations; price: number }[]
}

const t = (en: string, hi: string, te: string): Translations => ({ en, hi, te })

const liveFor = (days: number) =>
  t(`Job live for ${days} days`, `नौकरी ${days} दिन तक लाइव`, `ఉద్యోగం ${days} రోజులు లైవ్‌లో`)
const databaseContacts = (count: number) =>
  t(
    `Contact ${count} candidates from our database`,
    `हमारे डेटाबेस से ${count} उम्मीदवारों से संपर्क करें`,
    `మా డేటాబేస్ నుండి ${count} అభ్యర్థులను సంప్రదించండి`,
  )
const whatsAppAlerts = t(
  'WhatsApp alerts to matching candidates',
  'मिलते-जुलते उम्मीदवारों को WhatsApp अलर्ट',
  'సరిపోయే అభ్యర్థులకు WhatsApp అలర్ట్‌లు',
)
const callApplicants = t(
  'Call and WhatsApp your applicants',
  'अपने आवेदकों को कॉल और WhatsApp करें',
  'మీ దరఖాస్తుదారులకు కాల్ మరియు WhatsApp చేయండి',
)
const extraDistrict = t('One more district', 'एक और ज़िला', 'మరో జిల్లా')
const urgentTag = t("'Urgent hiring' tag", "'तुरंत भर्ती' टैग", "'అత్యవసర నియామకం' ట్యాగ్")

/**
 * The three plans, priced for local hiring in India (a month's job board listing costs a few hundred
 * rupees): every plan is paid. The per-district add-on (`extra_district`) is the plan's reach in one more
 * district, at about half the plan's price. Upsell ids are the plan id times 10 plus a running number.
 */
export const planData: PlanData[] = [
  {
    id: 1,
    code: 'basic',
    title: t('Basic', 'बेसिक', 'బేసిక్'),
    price: 299,
    validityDays: 15,
    featured: false,
    databaseContacts: 0,
    applicantsAllowed: 50,
    features: [liveFor(15), callApplicants],
    upsells: [
      { id: 11, code: 'extra_district', title: extraDistrict, price: 149 },
      { id: 12, code: 'urgent_tag', title: urgentTag, price: 99 },
    ],
  },
  {
    id: 2,
    code: 'premium',
    title: t('Premium', 'प्रीमियम', 'ప్రీమియం'),
    price: 599,
    validityDays: 30,
    featured: false,
    databaseContacts: 50,
    applicantsAllowed: 200,
    features: [liveFor(30), callApplicants, whatsAppAlerts, databaseContacts(50)],
    upsells: [
      { id: 21, code: 'extra_district', title: extraDistrict, price: 299 },
      { id: 22, code: 'urgent_tag', title: urgentTag, price: 99 },
    ],
  },
  {
    id: 3,
    code: 'premium_plus',
    title: t('Premium Plus', 'प्रीमियम प्लस', 'ప్రీమియం ప్లస్'),
    price: 999,
    validityDays: 30,
    featured: true,
    databaseContacts: 200,
    applicantsAllowed: null,
    features: [
      liveFor(30),
      t('Featured at the top of job lists', 'नौकरी सूची में सबसे ऊपर', 'ఉద్యోగ జాబితాల్లో అగ్రస్థానంలో'),
      callApplicants,
      whatsAppAlerts,
      databaseContacts(200),
    ],
    upsells: [{ id: 31, code: 'extra_district', title: extraDistrict, price: 499 }],
  },
]
