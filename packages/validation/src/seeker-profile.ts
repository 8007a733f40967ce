/**
 * The seeker's job profile (/jobs create_profile), spec section 3: three steps, each requiring the fields
 * the spec lists for it (section 5), the resume of step 1 included. Two readings of ours (README): a
 * fresher is asked for no last employer, last job title or salary; the job role (spec section 2's summary,
 * not a step field) is optional.
 */
import * as z from 'zod/mini'
import { FRESHER_EXPERIENCE_ID, SEEKER_PROFILE_MAX_CHOICES } from './constants.ts'
import {
  type FileLike,
  type FormReader,
  type FormValues,
  fileInput,
  fileReference,
  form,
  integerOf,
  isEmpty,
  nameText,
  numberInput,
  numberListInput,
  optional,
  optionId,
  optionIds,
  type Rule,
  refuse,
  shortText,
  textInput,
} from './form-fields.ts'

/**
 * Whether an experience value (an option id, as a select gives it or as a number) is 'Fresher'. The form
 * hides the employer fields with it and the schemas skip them with it, so the two cannot disagree.
 */
export const isFresher = (experience: unknown): boolean => integerOf(experience) === FRESHER_EXPERIENCE_ID

/** The resume is required: a `File` in the browser, or the id of an uploaded one afterwards. */
const resumeFile: Rule<string | FileLike> = (input) =>
  isEmpty(input) ? refuse('resumeRequired') : fileReference(input)

/** Preferred categories or cities: at least one, at most SEEKER_PROFILE_MAX_CHOICES different ones. */
const choices =
  (invalid?: Parameters<typeof optionIds>[0]): Rule<number[]> =>
  (input) => {
    const verdict = optionIds(invalid)(input)
    return 'value' in verdict && new Set(verdict.value).size > SEEKER_PROFILE_MAX_CHOICES
      ? refuse('tooManyChoices')
      : verdict
  }

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
  resume: read.field('resume', resumeFile),
})

// Step 2: work so far. experience and salary are options of the form context's lists. A fresher has no
// last employer, job title or salary: they are neither asked, nor checked, nor passed on (a value left from
// an earlier answer can neither block the form nor reach the API).
const workShape = {
  past_employer: textInput,
  recent_designation: textInput,
  experience: numberInput,
  salary: numberInput,
}

interface Work {
  past_employer: string | undefined
  recent_designation: string | undefined
  experience: number
  salary: number | undefined
}

const work = (values: FormValues<typeof workShape>, read: FormReader<FormValues<typeof workShape>>): Work => {
  const experience = read.field('experience', optionId())
  if (isFresher(values.experience))
    return { past_employer: undefined, recent_designation: undefined, experience, salary: undefined }
  return {
    past_employer: read.field('past_employer', nameText),
    recent_designation: read.field('recent_designation', shortText),
    experience,
    salary: read.field('salary', optionId()),
  }
}

// Step 3: the job the person wants. job_role is optional: the spec's summary shows it, its step list does
// not name it. Whether the role is one of the chosen categories' is for the API, which has the roles.
const preferencesShape = {
  job_type: numberInput,
  work_time: numberInput,
  shift_timing: numberInput,
  job_category: numberListInput,
  job_role: numberInput,
  locations: numberListInput,
}

const preferences = (read: FormReader<FormValues<typeof preferencesShape>>) => ({
  job_type: read.field('job_type', optionId()),
  work_time: read.field('work_time', optionId()),
  shift_timing: read.field('shift_timing', optionId()),
  job_category: read.field('job_category', choices()),
  job_role: read.field('job_role', optional(optionId())),
  locations: read.field('locations', choices('selectValidLocation')),
})

export const seekerProfileStep1Schema = form(personalShape, (_values, read) => personal(read))
export const seekerProfileStep2Schema = form(workShape, (values, read) => work(values, read))
export const seekerProfileStep3Schema = form(preferencesShape, (_values, read) => preferences(read))

/** The whole profile, every step's rules at once. */
export const seekerProfileSchema = form(
  { ...personalShape, ...workShape, ...preferencesShape },
  (values, read) => ({
    ...personal(read),
    ...work(values, read),
    ...preferences(read),
  }),
)

/** The step schemas in order, for a stepper that validates one step at a time. */
export const seekerProfileStepSchemas = [
  seekerProfileStep1Schema,
  seekerProfileStep2Schema,
  seekerProfileStep3Schema,
] as const

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
