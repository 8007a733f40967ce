/**
 * Why ops rejects or holds a post, and why a seeker reports a job (issue #8): the codes the calls carry and
 * their labels in the three languages. The advertiser sees the reject and hold reasons on their job and in
 * the SMS; the desk offers them as lists.
 */
import type { Locale } from '@localjobs/validation/constants'
import type { HoldReason, RejectReason, ReportReason } from '@localjobs/validation/review-codes'

export {
  HOLD_REASONS,
  type HoldReason,
  REJECT_REASONS,
  REPORT_REASONS,
  type RejectReason,
  type ReportReason,
} from '@localjobs/validation/review-codes'

type Labels<Code extends string> = Record<Locale, Record<Code, string>>

export const REJECT_REASON_LABELS: Labels<RejectReason> = {
  en: {
    charges_candidates: 'Charges candidates a fee',
    fake_or_misleading: 'Fake or misleading job',
    mlm_or_bait: 'Network marketing or work-from-home bait',
    invalid_address: 'Invalid company or address',
    duplicate: 'Duplicate of another post',
    fraud_confirmed: 'Confirmed fraud',
    other: 'Other',
  },
  hi: {
    charges_candidates: 'उम्मीदवारों से शुल्क लेता है',
    fake_or_misleading: 'नकली या भ्रामक नौकरी',
    mlm_or_bait: 'नेटवर्क मार्केटिंग या घर से काम का झांसा',
    invalid_address: 'गलत कंपनी या पता',
    duplicate: 'दूसरी पोस्ट की नकल',
    fraud_confirmed: 'धोखाधड़ी की पुष्टि',
    other: 'अन्य',
  },
  te: {
    charges_candidates: 'అభ్యర్థుల నుండి ఫీజు వసూలు చేస్తుంది',
    fake_or_misleading: 'నకిలీ లేదా తప్పుదారి పట్టించే ఉద్యోగం',
    mlm_or_bait: 'నెట్‌వర్క్ మార్కెటింగ్ లేదా ఇంటి నుండి పని మోసం',
    invalid_address: 'చెల్లని కంపెనీ లేదా చిరునామా',
    duplicate: 'మరో పోస్ట్‌కు నకలు',
    fraud_confirmed: 'మోసం నిర్ధారించబడింది',
    other: 'ఇతర',
  },
}

export const HOLD_REASON_LABELS: Labels<HoldReason> = {
  en: {
    remove_fee: 'Remove the fee charged to candidates',
    fix_salary: 'Correct the salary',
    fix_description: 'Correct the job description',
    fix_location: 'Correct the job location',
    fix_contact: 'Correct the contact details',
    seeker_reports: 'Reported by job seekers, under review',
    other: 'Other',
  },
  hi: {
    remove_fee: 'उम्मीदवारों से लिया जाने वाला शुल्क हटाएं',
    fix_salary: 'वेतन ठीक करें',
    fix_description: 'नौकरी का विवरण ठीक करें',
    fix_location: 'नौकरी की जगह ठीक करें',
    fix_contact: 'संपर्क विवरण ठीक करें',
    seeker_reports: 'नौकरी खोजने वालों ने रिपोर्ट किया, जांच जारी है',
    other: 'अन्य',
  },
  te: {
    remove_fee: 'అభ్యర్థుల నుండి తీసుకునే ఫీజును తీసివేయండి',
    fix_salary: 'జీతాన్ని సరిచేయండి',
    fix_description: 'ఉద్యోగ వివరణను సరిచేయండి',
    fix_location: 'ఉద్యోగ ప్రదేశాన్ని సరిచేయండి',
    fix_contact: 'సంప్రదింపు వివరాలను సరిచేయండి',
    seeker_reports: 'ఉద్యోగార్థులు రిపోర్ట్ చేశారు, పరిశీలనలో ఉంది',
    other: 'ఇతర',
  },
}

export const REPORT_REASON_LABELS: Labels<ReportReason> = {
  en: {
    asked_money: 'Asked me for money',
    fake_job: 'Fake job',
    wrong_details: 'Wrong details',
    abusive: 'Rude or abusive',
    other: 'Other',
  },
  hi: {
    asked_money: 'मुझसे पैसे मांगे',
    fake_job: 'नकली नौकरी',
    wrong_details: 'गलत जानकारी',
    abusive: 'बदतमीज़ी या गाली-गलौज',
    other: 'अन्य',
  },
  te: {
    asked_money: 'నన్ను డబ్బు అడిగారు',
    fake_job: 'నకిలీ ఉద్యోగం',
    wrong_details: 'తప్పు వివరాలు',
    abusive: 'అమర్యాదగా లేదా దూషణగా ప్రవర్తించారు',
    other: 'ఇతర',
  },
}
