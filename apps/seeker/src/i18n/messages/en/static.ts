import type { MessagesOf } from '../../translations.ts'

/**
 * The words of the parts of a page only the server renders (the footer; the FAQ block of spec section 1:
 * four questions, 70+ cities, 10,000+ new jobs a day). The browser downloads them only when it has to draw
 * the FAQ itself, after navigating to the home page.
 */
const words = {
  findAJob: 'Find a job',
  createAccount: 'Create account',
  postAJob: 'Post a job',
  fraudWarningTitle: 'Never pay to get a job.',
  fraudWarning: ({ product }: { product: string }) =>
    `${product} is free for job seekers. If a recruiter asks you for money, do not pay and report the job to us.`,
  supportIntro: 'Need help? Write to us or call:',

  faqTitle: 'Frequently asked questions',
  howToGetJobQuestion: ({ product }: { product: string }) => `How do I get a job on ${product}?`,
  howToGetJobAnswer: ({ product }: { product: string }) =>
    `Find jobs near you on ${product}, narrow them down with the filters, open a job to read about the work, pay and timings, and apply directly to the employer. It is free: never pay anyone to get a job.`,
  jobTypesQuestion: 'What types of jobs are available?',
  jobTypesAnswer:
    'Full-time, part-time, contract, work-from-home and internship jobs, for freshers and experienced people, from day and night shifts to flexible timings.',
  whereAvailableQuestion: ({ product }: { product: string }) => `Where is ${product} available?`,
  whereAvailableAnswer: ({ product }: { product: string }) =>
    `${product} has jobs in 70+ cities across India, and more than 10,000 new jobs are added every day.`,
  categoriesQuestion: 'Which job categories can I find?',
  categoriesAnswer:
    'Driver, delivery, sales and marketing, telecaller, office assistant, cook, security guard, electrician, nurse, teacher and many more.',
  allCategoriesAndPlaces: 'See all job categories and places',
}

export type StaticMessages = MessagesOf<typeof words>
export default words
