import type { MenuMessages } from '../en/menu.ts'

const menu: MenuMessages = {
  title: 'మెనూ',
  description: 'సైట్‌లో మిగతావన్నీ',
  close: 'మెనూ మూసివేయండి',
  findJobs: 'ఉద్యోగాలు వెతకండి',
  allCategoriesAndPlaces: 'అన్ని ఉద్యోగ కేటగిరీలు, ప్రాంతాలు',
  yourAccount: 'మీ ఖాతా',
  logInToSee: 'మీ జాబ్ ప్రొఫైల్‌ను, మీరు దరఖాస్తు చేసిన ఉద్యోగాలను చూడటానికి లాగిన్ చేయండి.',
  myProfile: 'నా జాబ్ ప్రొఫైల్',
  myApplications: 'నా దరఖాస్తులు',
  forEmployers: 'యజమానుల కోసం',
  hireStaffNote: 'ఉద్యోగం పోస్ట్ చేసి, మీ దగ్గరలోని అభ్యర్థులను కలవండి.',
  help: 'సహాయం',
}

export default menu
