import type { CompanyKind } from './companies.ts'

/*
 * Which posts make sense for a role: who hires for it, on what terms, in which shifts, asking for what. The
 * generator draws every job within these rules, so the demo seed never shows a sweeper working from home, a
 * barber hired by a water plant or a school teacher on the night shift. A category sets the rules of its
 * titles; a title overrides what is narrower for it (a Barber is hired by salons only, a Sales Manager is no
 * fresher). Codes are those of options.ts.
 */

export type JobTypeCode = 'full_time' | 'part_time' | 'contract' | 'work_from_home' | 'internship'
export type ShiftCode = 'day' | 'night' | 'rotational' | 'flexible'
/** in the order of options.ts, lowest first: a range of them is contiguous there */
export type QualificationCode =
  | 'no_education'
  | 'below_10th'
  | '10th_pass'
  | '12th_pass'
  | 'iti'
  | 'diploma'
  | 'graduate'
  | 'post_graduate'
export type GenderCode = 'any' | 'male' | 'female'

export interface JobRules {
  /** the kinds of business that hire for the role */
  employers: readonly CompanyKind[]
  jobTypes: readonly JobTypeCode[]
  shifts: readonly ShiftCode[]
  /** the lowest and the highest qualification a post for the role may ask for */
  qualification: readonly [QualificationCode, QualificationCode]
  /** the fewest years of experience a post may ask for: managers and supervisors are not freshers */
  minExperienceYears: number
  /** preferred genders a post may state: a title that names one ('Sales Girl', 'Delivery Boy') not the other */
  genders: readonly GenderCode[]
}

/** Work done at the workplace; working from home only where the work is at a desk or a sewing machine. */
const ON_SITE: readonly JobTypeCode[] = ['full_time', 'part_time', 'contract']
const ON_SITE_OR_INTERNSHIP: readonly JobTypeCode[] = [...ON_SITE, 'internship']
const ANY_SHIFT: readonly ShiftCode[] = ['day', 'night', 'rotational', 'flexible']
const ROUND_THE_CLOCK: readonly ShiftCode[] = ['day', 'night', 'rotational']
const DAYTIME: readonly ShiftCode[] = ['day', 'flexible']
const ANYONE: readonly GenderCode[] = ['any', 'male', 'female']
const NOT_WOMEN_ONLY: readonly GenderCode[] = ['any', 'male']
const NOT_MEN_ONLY: readonly GenderCode[] = ['any', 'female']

const rules = (
  employers: readonly CompanyKind[],
  jobTypes: readonly JobTypeCode[],
  shifts: readonly ShiftCode[],
  qualification: readonly [QualificationCode, QualificationCode],
): JobRules => ({ employers, jobTypes, shifts, qualification, minExperienceYears: 0, genders: ANYONE })

/** By category id (categories.ts). */
export const categoryRules: Record<number, JobRules> = {
  // Driver
  1: rules(['logistics', 'travel', 'trading', 'factory', 'agro', 'staffing'], ON_SITE, ANY_SHIFT, [
    'below_10th',
    '12th_pass',
  ]),
  // Delivery
  2: rules(['logistics', 'restaurant', 'retail', 'pharmacy', 'agro', 'trading'], ON_SITE, ANY_SHIFT, [
    'no_education',
    '12th_pass',
  ]),
  // Sales & Marketing
  3: rules(
    [
      'trading',
      'retail',
      'finance',
      'vehicle_workshop',
      'electronics',
      'construction',
      'textile',
      'staffing',
      'coaching',
      'cable_network',
    ],
    ON_SITE_OR_INTERNSHIP,
    DAYTIME,
    ['10th_pass', 'post_graduate'],
  ),
  // Telecaller / BPO: desk work on the phone, from home too
  4: rules(
    ['call_centre', 'finance', 'staffing', 'coaching', 'office_services'],
    [...ON_SITE_OR_INTERNSHIP, 'work_from_home'],
    ANY_SHIFT,
    ['10th_pass', 'graduate'],
  ),
  // Security Guard
  5: rules(['security', 'staffing'], ['full_time', 'contract'], ROUND_THE_CLOCK, ['below_10th', '12th_pass']),
  // Housekeeping
  6: rules(
    ['facility_services', 'hospital', 'hotel', 'residential', 'staffing', 'school'],
    ON_SITE,
    ['day', 'rotational', 'flexible'],
    ['no_education', '10th_pass'],
  ),
  // Cook / Chef
  7: rules(['restaurant', 'hotel'], ON_SITE, ROUND_THE_CLOCK, ['no_education', '12th_pass']),
  // Electrician
  8: rules(
    ['electrical', 'construction', 'factory', 'facility_services', 'hotel', 'hospital', 'engineering'],
    ON_SITE,
    ['day', 'rotational', 'flexible'],
    ['below_10th', 'diploma'],
  ),
  // Plumber
  9: rules(
    ['construction', 'hardware', 'facility_services', 'hotel', 'residential', 'home_services'],
    ON_SITE,
    DAYTIME,
    ['no_education', 'iti'],
  ),
  // Teacher / Tutor: school hours
  10: rules(['school', 'coaching'], ON_SITE_OR_INTERNSHIP, ['day'], ['graduate', 'post_graduate']),
  // Nurse / Hospital Staff
  11: rules(['hospital'], ON_SITE, ROUND_THE_CLOCK, ['diploma', 'graduate']),
  // Receptionist / Front Office
  12: rules(
    ['hospital', 'hotel', 'office_services', 'coaching', 'school', 'salon', 'vehicle_workshop', 'finance'],
    ON_SITE_OR_INTERNSHIP,
    ['day', 'rotational', 'flexible'],
    ['12th_pass', 'graduate'],
  ),
  // Accountant
  13: rules(
    [
      'trading',
      'logistics',
      'retail',
      'factory',
      'construction',
      'hospital',
      'school',
      'finance',
      'textile',
      'vehicle_workshop',
      'hotel',
      'office_services',
      'staffing',
      'pharmacy',
      'hardware',
    ],
    ON_SITE_OR_INTERNSHIP,
    ['day'],
    ['12th_pass', 'post_graduate'],
  ),
  // Data Entry / Back Office: desk work, from home too
  14: rules(
    ['office_services', 'call_centre', 'finance', 'hospital', 'logistics', 'staffing', 'trading'],
    [...ON_SITE_OR_INTERNSHIP, 'work_from_home'],
    DAYTIME,
    ['10th_pass', 'graduate'],
  ),
  // Warehouse / Helper
  15: rules(['logistics', 'trading', 'retail', 'factory', 'agro'], ON_SITE, ROUND_THE_CLOCK, [
    'no_education',
    '12th_pass',
  ]),
  // Beautician
  16: rules(['salon'], ON_SITE_OR_INTERNSHIP, DAYTIME, ['no_education', 'diploma']),
  // Tailor: sewing is done from home too
  17: rules(['textile'], [...ON_SITE, 'work_from_home'], DAYTIME, ['no_education', '12th_pass']),
  // Mechanic
  18: rules(
    ['vehicle_workshop', 'logistics', 'travel'],
    ON_SITE,
    ['day', 'rotational'],
    ['below_10th', 'diploma'],
  ),
  // Office Assistant / Peon
  19: rules(
    [
      'office_services',
      'finance',
      'school',
      'hospital',
      'trading',
      'logistics',
      'coaching',
      'construction',
      'staffing',
      'call_centre',
      'printing',
    ],
    ON_SITE,
    ['day'],
    ['below_10th', '12th_pass'],
  ),
  // Field Sales Executive
  20: rules(
    ['trading', 'finance', 'cable_network', 'electrical', 'staffing', 'agro'],
    ON_SITE_OR_INTERNSHIP,
    DAYTIME,
    ['10th_pass', 'post_graduate'],
  ),
  // Retail / Store Staff
  21: rules(
    ['retail', 'textile', 'electronics', 'hardware', 'pharmacy'],
    ON_SITE,
    ['day', 'rotational', 'flexible'],
    ['below_10th', 'graduate'],
  ),
  // Hotel Staff / Waiter
  22: rules(['restaurant', 'hotel'], ON_SITE, ROUND_THE_CLOCK, ['no_education', '12th_pass']),
  // Construction / Labour: on the site, by day
  23: rules(['construction'], ['full_time', 'contract'], ['day'], ['no_education', '10th_pass']),
  // Computer Operator
  24: rules(
    ['office_services', 'printing', 'coaching', 'school', 'hospital', 'finance', 'logistics', 'staffing'],
    ON_SITE_OR_INTERNSHIP,
    DAYTIME,
    ['10th_pass', 'graduate'],
  ),
  // Factory / Production
  25: rules(['factory', 'textile', 'agro', 'engineering'], ON_SITE, ROUND_THE_CLOCK, ['no_education', 'iti']),
}

/** By job title id: what is narrower for a title than for its category. */
export const titleRules: Record<number, Partial<JobRules>> = {
  101: { employers: ['travel', 'home_services', 'staffing', 'hotel'] }, // Car Driver
  102: { employers: ['logistics', 'construction', 'factory', 'school', 'agro'] }, // Heavy Vehicle Driver
  103: { employers: ['logistics', 'trading', 'retail', 'agro', 'water_supply'] }, // Auto Driver
  104: { employers: ['travel', 'staffing', 'factory', 'call_centre', 'office_services', 'hospital'] }, // Company Driver
  201: { employers: ['restaurant', 'retail', 'pharmacy', 'logistics'], genders: NOT_WOMEN_ONLY }, // Delivery Boy
  202: { employers: ['logistics'], genders: NOT_WOMEN_ONLY }, // Courier Boy
  203: { employers: ['retail', 'agro'] }, // Grocery Delivery Executive
  204: { employers: ['water_supply'], shifts: DAYTIME, genders: NOT_WOMEN_ONLY }, // Water Can Delivery Boy
  205: { employers: ['logistics', 'trading', 'agro', 'factory'] }, // Delivery Driver
  301: { employers: ['retail', 'vehicle_workshop', 'electronics', 'textile', 'hardware'] }, // Sales Executive
  304: { minExperienceYears: 2, qualification: ['12th_pass', 'post_graduate'], jobTypes: ['full_time'] }, // Sales Manager
  404: { employers: ['finance', 'call_centre'] }, // Collection Executive
  502: { minExperienceYears: 2, qualification: ['10th_pass', 'graduate'] }, // Security Supervisor
  503: {
    employers: ['security'],
    minExperienceYears: 1,
    qualification: ['10th_pass', '12th_pass'],
    genders: NOT_WOMEN_ONLY,
  }, // Gunman
  504: { employers: ['security', 'residential', 'construction', 'factory'], genders: NOT_WOMEN_ONLY }, // Watchman
  602: {
    minExperienceYears: 2,
    qualification: ['10th_pass', 'graduate'],
    jobTypes: ['full_time', 'contract'],
  }, // Housekeeping Supervisor
  603: { employers: ['home_services', 'staffing'], shifts: DAYTIME, genders: NOT_MEN_ONLY }, // House Maid
  604: {
    employers: ['facility_services', 'hospital', 'hotel', 'residential', 'school', 'factory'],
    shifts: DAYTIME,
  }, // Sweeper
  702: { minExperienceYears: 2, qualification: ['no_education', 'diploma'] }, // Chef
  703: { qualification: ['no_education', '10th_pass'] }, // Kitchen Helper
  704: { employers: ['home_services', 'staffing'], shifts: DAYTIME }, // Home Cook
  705: { employers: ['restaurant'], shifts: ['day'] }, // Tiffin Master
  802: { qualification: ['no_education', 'iti'] }, // Electrical Helper
  803: { employers: ['electrical', 'electronics', 'facility_services'], shifts: DAYTIME }, // AC Technician
  804: { employers: ['facility_services', 'hotel', 'hospital', 'factory', 'residential'] }, // Maintenance Electrician
  903: { employers: ['factory', 'engineering', 'construction'], shifts: ['day', 'rotational'] }, // Pipe Fitter
  1002: {
    employers: ['coaching'],
    shifts: DAYTIME,
    qualification: ['12th_pass', 'post_graduate'],
    jobTypes: ['part_time', 'full_time'],
  }, // Home Tutor
  1003: { employers: ['school'], qualification: ['12th_pass', 'graduate'] }, // Play School Teacher
  1004: { employers: ['school', 'coaching', 'office_services'], qualification: ['diploma', 'post_graduate'] }, // Computer Teacher
  1101: { qualification: ['diploma', 'post_graduate'] }, // Staff Nurse
  1102: { qualification: ['below_10th', '12th_pass'], genders: NOT_WOMEN_ONLY }, // Ward Boy
  1103: { shifts: ['day', 'rotational'] }, // Lab Technician
  1104: { employers: ['hospital', 'pharmacy'], qualification: ['diploma', 'post_graduate'] }, // Pharmacist
  1105: { employers: ['hospital', 'home_services'], qualification: ['no_education', '12th_pass'] }, // Caretaker
  1202: { employers: ['hotel', 'hospital'], shifts: ROUND_THE_CLOCK }, // Front Office Executive
  1203: { employers: ['hospital'], qualification: ['10th_pass', 'diploma'] }, // Clinic Assistant
  1301: { qualification: ['graduate', 'post_graduate'] }, // Accountant
  1302: { qualification: ['12th_pass', 'graduate'] }, // Accounts Assistant
  1303: {
    employers: ['retail', 'restaurant', 'hotel', 'hospital', 'finance', 'textile', 'pharmacy'],
    shifts: ['day', 'rotational'],
    qualification: ['10th_pass', 'graduate'],
  }, // Cashier
  1304: { minExperienceYears: 2, qualification: ['graduate', 'post_graduate'], jobTypes: ['full_time'] }, // Senior Accountant
  1403: {
    qualification: ['graduate', 'post_graduate'],
    jobTypes: ['full_time', 'contract', 'work_from_home'],
  }, // MIS Executive
  1503: {
    employers: ['retail', 'factory', 'construction', 'trading', 'hotel'],
    shifts: ['day', 'rotational'],
    qualification: ['10th_pass', 'graduate'],
  }, // Store Keeper
  1504: { employers: ['logistics', 'factory'], minExperienceYears: 1 }, // Forklift Operator
  1505: {
    employers: ['retail', 'trading', 'textile', 'hardware', 'electronics', 'pharmacy'],
    shifts: DAYTIME,
  }, // Shop Helper
  1603: { employers: ['salon', 'events'], jobTypes: ['part_time', 'contract'], genders: NOT_MEN_ONLY }, // Mehendi Artist
  1604: { genders: NOT_WOMEN_ONLY }, // Barber
  1702: { employers: ['textile', 'factory'], jobTypes: ON_SITE, shifts: ['day', 'rotational'] }, // Sewing Machine Operator
  1803: { employers: ['vehicle_workshop', 'logistics', 'agro'] }, // Diesel Mechanic
  1804: { employers: ['electronics'], shifts: DAYTIME }, // Mobile Repair Technician
  1805: { employers: ['factory', 'engineering', 'vehicle_workshop'] }, // Fitter
  1901: { genders: NOT_WOMEN_ONLY }, // Office Boy
  1902: { qualification: ['10th_pass', 'graduate'] }, // Office Assistant
  1904: { genders: NOT_WOMEN_ONLY }, // Runner Boy
  2002: { employers: ['finance'], jobTypes: ['full_time', 'part_time'] }, // Insurance Advisor
  2003: { employers: ['finance'] }, // Loan Sales Executive
  2004: { employers: ['trading'] }, // FMCG Sales Representative
  2005: { employers: ['trading', 'pharmacy'], qualification: ['graduate', 'post_graduate'] }, // Medical Representative
  2101: { genders: NOT_WOMEN_ONLY }, // Salesman
  2102: { employers: ['retail', 'textile', 'electronics'], genders: NOT_MEN_ONLY }, // Sales Girl
  2103: { minExperienceYears: 2, qualification: ['12th_pass', 'post_graduate'], jobTypes: ['full_time'] }, // Store Manager
  2104: { employers: ['retail'] }, // Supermarket Staff
  2201: { employers: ['restaurant', 'hotel', 'events'] }, // Waiter (weddings too)
  2203: { employers: ['hotel'], genders: NOT_WOMEN_ONLY }, // Room Boy
  2204: { minExperienceYears: 2, qualification: ['12th_pass', 'graduate'], jobTypes: ['full_time'] }, // Restaurant Manager
  2303: { employers: ['construction', 'home_services'] }, // Painter
  2304: { employers: ['construction', 'home_services'] }, // Carpenter
  2305: { employers: ['engineering', 'factory', 'construction'], qualification: ['no_education', 'iti'] }, // Welder
  2306: { minExperienceYears: 2, qualification: ['diploma', 'graduate'] }, // Site Supervisor
  2402: { employers: ['printing', 'office_services'], jobTypes: [...ON_SITE, 'work_from_home'] }, // DTP Operator
  2403: { employers: ['office_services'], shifts: ['day'] }, // Internet Centre Operator
  2404: { employers: ['office_services', 'printing'], jobTypes: [...ON_SITE, 'work_from_home'] }, // Typist
  2501: { employers: ['factory', 'engineering'], qualification: ['below_10th', 'diploma'] }, // Machine Operator
  2503: { qualification: ['10th_pass', 'diploma'] }, // Quality Checker
}

/** The rules of a job title: its category's, with the title's own on top. */
export function rulesFor(categoryId: number, titleId: number): JobRules {
  const base = categoryRules[categoryId]
  if (!base) throw new Error(`seed data: category ${categoryId} has no job rules`)
  return { ...base, ...titleRules[titleId] }
}
