import { POST_JOB_FIELDS } from '@localjobs/validation/post-job'
import { describe, expect, it } from 'vitest'
import postJobEn from '#src/i18n/messages/en/post-job.ts'
import postJobReviewEn from '#src/i18n/messages/en/post-job-review.ts'
import postJobStepsEn from '#src/i18n/messages/en/post-job-steps.ts'
import reviewEn from '#src/i18n/messages/en/review.ts'
import postJobHi from '#src/i18n/messages/hi/post-job.ts'
import postJobReviewHi from '#src/i18n/messages/hi/post-job-review.ts'
import postJobStepsHi from '#src/i18n/messages/hi/post-job-steps.ts'
import reviewHi from '#src/i18n/messages/hi/review.ts'
import postJobTe from '#src/i18n/messages/te/post-job.ts'
import postJobReviewTe from '#src/i18n/messages/te/post-job-review.ts'
import postJobStepsTe from '#src/i18n/messages/te/post-job-steps.ts'
import reviewTe from '#src/i18n/messages/te/review.ts'
import type { Messages } from '#src/i18n/translations.ts'
import { FIELD_LABELS, labelledField } from './field-labels.ts'

const languages = {
  en: { review: reviewEn, postJob: postJobEn, postJobSteps: postJobStepsEn, postJobReview: postJobReviewEn },
  hi: { review: reviewHi, postJob: postJobHi, postJobSteps: postJobStepsHi, postJobReview: postJobReviewHi },
  te: { review: reviewTe, postJob: postJobTe, postJobSteps: postJobStepsTe, postJobReview: postJobReviewTe },
}

/**
 * The desk's labels that are the advertiser's own words: the review page's sections (spec section 2) and
 * the post-job form's labels. The desk keeps copies (it does not load those namespaces): they must not drift.
 */
const SAME_WORDS: Array<[keyof Messages<'review'>, 'postJob' | 'postJobSteps' | 'postJobReview', string]> = [
  ['fieldJobTitle', 'postJobReview', 'sectionJobTitle'],
  ['fieldJobRole', 'postJobReview', 'sectionJobRole'],
  ['fieldJobCategory', 'postJobReview', 'sectionJobCategory'],
  ['fieldJobDescription', 'postJobReview', 'sectionJobDescription'],
  ['fieldOpenings', 'postJobReview', 'sectionOpenings'],
  ['fieldJobType', 'postJobReview', 'sectionJobType'],
  ['fieldJobShift', 'postJobReview', 'sectionJobShift'],
  ['fieldFeesCharged', 'postJobReview', 'sectionFeesCharged'],
  ['fieldMinimumEducation', 'postJobReview', 'sectionMinimumEducation'],
  ['fieldExperience', 'postJobReview', 'sectionExperience'],
  ['fieldPreferredGender', 'postJobReview', 'sectionPreferredGender'],
  ['fieldCompanyType', 'postJobReview', 'sectionCompanyType'],
  ['fieldCompanyName', 'postJobReview', 'sectionCompanyName'],
  ['fieldPlan', 'postJobReview', 'sectionPlan'],
  ['fieldCity', 'postJob', 'city'],
  ['fieldLocality', 'postJob', 'locality'],
  ['fieldOtherLocality', 'postJob', 'otherLocality'],
  ['fieldPreferredLocation', 'postJob', 'preferredLocation'],
  ['fieldPostingLocations', 'postJob', 'postingLocations'],
  ['fieldSalaryMin', 'postJob', 'salaryMin'],
  ['fieldSalaryMax', 'postJob', 'salaryMax'],
  ['fieldJobHours', 'postJob', 'jobHours'],
  ['fieldFeeAmount', 'postJob', 'feeAmount'],
  ['fieldFeeReason', 'postJob', 'feeReason'],
  ['fieldFeeCollectedAt', 'postJob', 'feeCollectedAt'],
  ['fieldMinAge', 'postJobSteps', 'minAge'],
  ['fieldMaxAge', 'postJobSteps', 'maxAge'],
  ['fieldLanguages', 'postJobSteps', 'languages'],
  ['fieldAssets', 'postJobSteps', 'assets'],
  ['fieldSkills', 'postJobSteps', 'skills'],
  ['fieldAdditionalSkills', 'postJobSteps', 'additionalSkills'],
  ['fieldMobile', 'postJobSteps', 'mobile'],
  ['fieldIsWhatsApp', 'postJobSteps', 'isWhatsApp'],
  ['fieldWhatsApp', 'postJobSteps', 'whatsApp'],
  ['fieldAdvertiserCompanyName', 'postJobSteps', 'advertiserCompanyName'],
  ['fieldCompanySize', 'postJobSteps', 'companySize'],
  ['fieldIsConsultancy', 'postJobSteps', 'isConsultancy'],
  ['fieldAgencyName', 'postJobSteps', 'agencyName'],
  ['fieldCompanyEmail', 'postJobSteps', 'companyEmail'],
  ['logo', 'postJobSteps', 'logo'],
  ['yes', 'postJobSteps', 'yes'],
  ['no', 'postJobSteps', 'no'],
]

describe("the desk's field labels", () => {
  it.each(Object.entries(languages))(
    'label every field the API sends in %s, none with its wire name, each field its own label',
    (_, { review }) => {
      const labels = POST_JOB_FIELDS.map((field) => labelledField({ field, value: 'x' }, review).label)
      for (const [index, label] of labels.entries()) {
        expect(label.trim()).not.toBe('')
        expect(label).not.toBe(POST_JOB_FIELDS[index])
        expect(label).not.toMatch(/_/)
      }
      expect(new Set(labels).size).toBe(POST_JOB_FIELDS.length)
      expect(Object.keys(FIELD_LABELS).sort()).toEqual([...POST_JOB_FIELDS].sort())
    },
  )

  it.each(SAME_WORDS)(
    "says %s in the advertiser's words (%s.%s) in every language",
    (key, namespace, word) => {
      for (const messages of Object.values(languages)) {
        expect(messages.review[key]).toBe((messages[namespace] as Record<string, unknown>)[word])
      }
    },
  )

  it("quotes the spec's review sections exactly in English", () => {
    const en = (field: keyof typeof FIELD_LABELS) => labelledField({ field, value: '' }, reviewEn).label
    expect(en('fees_charged')).toBe('Fees Charged')
    expect(en('company_name')).toBe('Company name to be displayed')
    expect(en('openings_count')).toBe('Number of openings')
  })

  it('shows a yes/no field in words and any other value as written', () => {
    expect(labelledField({ field: 'resume_required', value: 'true' }, reviewTe)).toEqual({
      label: 'రెజ్యూమ్ అవసరం',
      value: 'అవును',
    })
    expect(labelledField({ field: 'is_consultancy_name', value: 'false' }, reviewHi).value).toBe('नहीं')
    expect(labelledField({ field: 'other_details', value: 'true' }, reviewEn).value).toBe('true')
  })
})
