import type { MessagesOf } from '../../translations.ts'

/** The post-job form's steps 2 and 3 (requirements and contact; company): loaded with those steps. */
const postJobSteps = {
  // step 2
  qualification: 'Minimum education',
  experience: 'Years of experience',
  preferredGender: 'Preferred gender',
  minAge: 'Age from',
  maxAge: 'Age up to',
  ageHint: '18 to 60 years',
  languages: 'Languages the candidate should speak',
  assets: 'The candidate should have',
  skills: 'Skills',
  skillsHint: 'Tap the skills you need',
  additionalSkills: 'Other skills',
  jobDescription: 'Job description',
  mobile: 'Mobile number for candidates to contact',
  mobileHint: '10 digits',
  isWhatsApp: 'This number is on WhatsApp',
  whatsApp: 'WhatsApp number',
  contactPreference: 'How should candidates contact you?',
  posterRole: 'You are posting',
  // step 3
  advertiserCompanyName: 'Company name',
  companySize: 'Company size',
  companyType: 'Company type',
  isConsultancy: 'Is this a consultancy?',
  yes: 'Yes',
  no: 'No',
  companyNameShown: 'Company name to be displayed',
  agencyName: 'Agency name',
  companyEmail: 'Company e-mail',
  logo: 'Company logo',
  logoHint: 'PNG, JPEG or WebP, up to 2 MB. It is sent with your post.',
  logoChosen: ({ name }: { name: string }) => `Chosen: ${name}`,
  logoRemove: 'Remove logo',
  logoAgain: 'Choose the logo again: a logo is not kept after the page is reloaded.',
}

export type PostJobStepsMessages = MessagesOf<typeof postJobSteps>
export default postJobSteps
