/**
 * The seeker's job profile (/jobs create_profile), spec section 3: three steps, each requiring the fields
 * the spec lists for it. The resume is the one exception: DOMAIN.md calls it optional, and a profile is
 * useful to advertisers without one.
 */
import * as z from 'zod/mini'
import {
  type FormReader,
  type FormValues,
  fileInput,
  fileReference,
  form,
  nameText,
  numberInput,
  numberListInput,
  optional,
  optionId,
  optionIds,
  shortText,
  textInput,
} from './form-fields.ts'

// Step 1: about the person.
const personalShape = {
  name: textInput,
  gender: numberInput,
  qualification: numberInput,
  specialization: numberInput,
  resume: fileInput,
}

const personal = (read: FormReader<FormValues<typeof personalShape>>) => ({
  name: read.field('name', nameText),
  gender: read.field('gender', optionId()),
  qualification: read.field('qualification', optionId()),
  specialization: read.field('specialization', optionId()),
  resume: read.field('resume', optional(fileReference)),
})

// Step 2: work so far. experience and salary are options of the form context's lists.
const workShape = {
  past_employer: textInput,
  recent_designation: textInput,
  experience: numberInput,
  salary: numberInput,
}

const work = (read: FormReader<FormValues<typeof workShape>>) => ({
  past_employer: read.field('past_employer', nameText),
  recent_designation: read.field('recent_designation', shortText),
  experience: read.field('experience', optionId()),
  salary: read.field('salary', optionId()),
})

// Step 3: the job the person wants.
const preferencesShape = {
  job_type: numberInput,
  work_time: numberInput,
  shift_timing: numberInput,
  job_category: numberListInput,
  locations: numberListInput,
}

const preferences = (read: FormReader<FormValues<typeof preferencesShape>>) => ({
  job_type: read.field('job_type', optionId()),
  work_time: read.field('work_time', optionId()),
  shift_timing: read.field('shift_timing', optionId()),
  job_category: read.field('job_category', optionIds()),
  locations: read.field('locations', optionIds('selectValidLocation')),
})

export const seekerProfileStep1Schema = form(personalShape, (_values, read) => personal(read))
export const seekerProfileStep2Schema = form(workShape, (_values, read) => work(read))
export const seekerProfileStep3Schema = form(preferencesShape, (_values, read) => preferences(read))

/** The whole profile, every step's rules at once. */
export const seekerProfileSchema = form(
  { ...personalShape, ...workShape, ...preferencesShape },
  (_values, read) => ({
    ...personal(read),
    ...work(read),
    ...preferences(read),
  }),
)

export const SEEKER_PROFILE_STEPS = [1, 2, 3] as const
export type SeekerProfileStep = (typeof SEEKER_PROFILE_STEPS)[number]

export const seekerProfileStepFields = {
  1: Object.keys(personalShape),
  2: Object.keys(workShape),
  3: Object.keys(preferencesShape),
} as const satisfies Record<SeekerProfileStep, readonly string[]>

/**
 * One education of the form data's educations list: a course, optionally a certificate within it, and the
 * title shown for both together.
 */
export const educationEntrySchema = form(
  {
    course_id: numberInput,
    course_title: textInput,
    certificate_id: numberInput,
    certificate_title: textInput,
    combined_title: textInput,
  },
  (_values, read) => ({
    course_id: read.field('course_id', optionId()),
    course_title: read.field('course_title', shortText),
    certificate_id: read.field('certificate_id', optional(optionId())),
    certificate_title: read.field('certificate_title', optional(shortText)),
    combined_title: read.field('combined_title', optional(shortText)),
  }),
)

/** The educations list; an issue's path names the entry ('educations.1.course_id' once nested). */
export const educationsSchema = z.array(educationEntrySchema, { error: 'invalidValue' })

export type SeekerProfilePersonal = z.output<typeof seekerProfileStep1Schema>
export type SeekerProfileWork = z.output<typeof seekerProfileStep2Schema>
export type SeekerProfilePreferences = z.output<typeof seekerProfileStep3Schema>
export type SeekerProfile = z.output<typeof seekerProfileSchema>
export type SeekerProfileInput = z.input<typeof seekerProfileSchema>
export type EducationEntry = z.output<typeof educationEntrySchema>
export type EducationEntryInput = z.input<typeof educationEntrySchema>
