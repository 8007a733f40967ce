import type { MessagesOf } from '../../translations.ts'

/** The site menu (/jobs/jobs-menu, and the sheet the header's Menu opens): loaded with it, not before. */
const menu = {
  title: 'Menu',
  description: 'Everything else on the site',
  close: 'Close the menu',
  findJobs: 'Find jobs',
  allCategoriesAndPlaces: 'All job categories and places',
  yourAccount: 'Your account',
  logInToSee: 'Log in to see your job profile and the jobs you applied to.',
  myProfile: 'My job profile',
  myApplications: 'My applications',
  forEmployers: 'For employers',
  hireStaffNote: 'Post a job and meet candidates near you.',
  help: 'Help',
}

export type MenuMessages = MessagesOf<typeof menu>
export default menu
