import { categoryLocationSlug, nameSlug, parseSeekerListSlug } from '@localjobs/api-client/seeker-urls'
import { describe, expect, it } from 'vitest'
import { categories } from './categories.ts'
import { cities } from './cities.ts'
import { COMPANY_KINDS, companies } from './companies.ts'
import { categoryRules, rulesFor, titleRules } from './job-rules.ts'
import {
  detailLabels,
  experienceBands,
  genders,
  jobTypes,
  perMonth,
  qualifications,
  shifts,
  yesNo,
} from './options.ts'
import { states } from './states.ts'
import { descriptionTemplates, titleTemplates } from './templates.ts'
import type { Translations } from './types.ts'

const DEVANAGARI = /[\u0900-\u097F]/
const TELUGU = /[\u0C00-\u0C7F]/
const KNOWN_PLACEHOLDERS = new Set([
  'title',
  'company',
  'locality',
  'city',
  'salary_min',
  'salary_max',
  'shift',
  'openings',
  'qualification',
  'experience',
  'job_type',
])

const titles = categories.flatMap((category) => category.titles)
const roles = titles.flatMap((title) => title.roles)
const localities = cities.flatMap((city) => city.localities)
const options = [...jobTypes, ...shifts, ...qualifications, ...genders]
const templates = [...titleTemplates, ...descriptionTemplates]

/** Every Translations value in the catalogue, named for the failure message. */
const allTranslations: [string, Translations][] = [
  ...states.map((s): [string, Translations] => [`state ${s.id}`, s.name]),
  ...cities.map((c): [string, Translations] => [`city ${c.id}`, c.name]),
  ...localities.map((l): [string, Translations] => [`locality ${l.name.en}`, l.name]),
  ...categories.map((c): [string, Translations] => [`category ${c.id}`, c.name]),
  ...titles.map((t): [string, Translations] => [`title ${t.id}`, t.name]),
  ...roles.map((r): [string, Translations] => [`role ${r.en}`, r]),
  ...options.map((o): [string, Translations] => [`option ${o.code}`, o.label]),
  ...experienceBands.map((b): [string, Translations] => [`experience ${b.min}-${b.max}`, b.label]),
  ...Object.entries(detailLabels).map(([key, label]): [string, Translations] => [`detail ${key}`, label]),
  ['yes', yesNo.yes],
  ['no', yesNo.no],
  ['per month', perMonth],
  ...templates.map((t): [string, Translations] => [`template ${t.en}`, t]),
]

function duplicates<T>(values: T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index)
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? ''))].sort()
}

describe('states', () => {
  it('has unique ids and Telangana as 91', () => {
    expect(duplicates(states.map((s) => s.id))).toEqual([])
    expect(states.find((s) => s.id === 91)?.name.en).toBe('Telangana')
  })

  it('has short names of two upper-case letters', () => {
    for (const state of states) expect(state.short_name).toMatch(/^[A-Z]{2}$/)
  })
})

describe('cities', () => {
  it('has at least 75 cities with unique ids, Hyderabad as 9', () => {
    expect(cities.length).toBeGreaterThanOrEqual(75)
    expect(duplicates(cities.map((c) => c.id))).toEqual([])
    const hyderabad = cities.find((c) => c.id === 9)
    expect(hyderabad?.name.en).toBe('Hyderabad')
    expect(hyderabad?.stateId).toBe(91)
  })

  it('places every city in a known state', () => {
    const stateIds = new Set(states.map((s) => s.id))
    for (const city of cities) expect(stateIds.has(city.stateId), city.name.en).toBe(true)
  })

  it('has unique English names and URL slugs', () => {
    expect(duplicates(cities.map((c) => c.name.en))).toEqual([])
    const slugs = cities.map((c) => nameSlug(c.name.en))
    expect(duplicates(slugs)).toEqual([])
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('gives every city 3 to 6 distinct localities', () => {
    for (const city of cities) {
      expect(city.localities.length, city.name.en).toBeGreaterThanOrEqual(3)
      expect(city.localities.length, city.name.en).toBeLessThanOrEqual(6)
      expect(duplicates(city.localities.map((l) => l.name.en)), city.name.en).toEqual([])
    }
  })

  it('has coordinates inside India, with localities near their city', () => {
    for (const city of cities) {
      expect(city.lat, city.name.en).toBeGreaterThan(6)
      expect(city.lat, city.name.en).toBeLessThan(37)
      expect(city.lng, city.name.en).toBeGreaterThan(68)
      expect(city.lng, city.name.en).toBeLessThan(98)
      for (const locality of city.localities) {
        const where = `${locality.name.en}, ${city.name.en}`
        expect(Math.abs(locality.lat - city.lat), where).toBeLessThan(1)
        expect(Math.abs(locality.lng - city.lng), where).toBeLessThan(1)
      }
    }
  })
})

describe('categories', () => {
  it('has unique category ids and job-title ids', () => {
    expect(duplicates(categories.map((c) => c.id))).toEqual([])
    expect(duplicates(titles.map((t) => t.id))).toEqual([])
  })

  it('gives every category 3 to 6 titles and every title 1 to 3 roles', () => {
    for (const category of categories) {
      expect(category.titles.length, category.name.en).toBeGreaterThanOrEqual(3)
      expect(category.titles.length, category.name.en).toBeLessThanOrEqual(6)
    }
    for (const title of titles) {
      expect(title.roles.length, title.name.en).toBeGreaterThanOrEqual(1)
      expect(title.roles.length, title.name.en).toBeLessThanOrEqual(3)
    }
  })

  it("has names with '&' and '/', and unique slugs that read back from a job-list URL", () => {
    expect(categories.some((c) => c.name.en.includes('&'))).toBe(true)
    expect(categories.some((c) => c.name.en.includes('/'))).toBe(true)
    const slugs = categories.map((c) => nameSlug(c.name.en))
    expect(duplicates(slugs)).toEqual([])
    expect(slugs).toContain('sales-and-marketing')
    for (const slug of slugs) {
      expect(parseSeekerListSlug(categoryLocationSlug([slug], 'hyderabad'))).toEqual({
        kind: 'category-location',
        categories: slug,
        location: 'hyderabad',
      })
    }
  })
})

describe('companies', () => {
  it('has about a hundred unique names', () => {
    const names = companies.map((company) => company.name)
    expect(companies.length).toBeGreaterThanOrEqual(90)
    expect(duplicates(names)).toEqual([])
    for (const name of names) expect(name.trim()).toBe(name)
  })

  it('has at least one company of every kind, and no kind without a use', () => {
    const kinds = new Set(companies.map((company) => company.kind))
    expect([...kinds].sort()).toEqual([...COMPANY_KINDS].sort())
    const hiring = new Set(
      titles.flatMap((title) => {
        const category = categories.find((each) => each.titles.includes(title))
        return category ? rulesFor(category.id, title.id).employers : []
      }),
    )
    expect([...COMPANY_KINDS].filter((kind) => !hiring.has(kind))).toEqual([])
  })
})

describe('job rules (which employers, terms, shifts and asks fit a role)', () => {
  const codes = (list: readonly { code: string }[]) => new Set(list.map((option) => option.code))
  const rulesOfTitles = categories.flatMap((category) =>
    category.titles.map((title) => ({ title: title.name.en, rules: rulesFor(category.id, title.id) })),
  )

  it('covers every category, and names only titles that exist', () => {
    expect(
      Object.keys(categoryRules)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(categories.map((category) => category.id).sort((a, b) => a - b))
    const titleIds = new Set(titles.map((title) => title.id))
    for (const id of Object.keys(titleRules)) expect(titleIds.has(Number(id)), `title ${id}`).toBe(true)
  })

  it("uses options.ts' codes, with a qualification range that runs upwards", () => {
    const qualificationOrder = qualifications.map((option) => option.code)
    for (const { title, rules } of rulesOfTitles) {
      expect(rules.employers.length, title).toBeGreaterThan(0)
      for (const code of rules.jobTypes) expect(codes(jobTypes).has(code), `${title}: ${code}`).toBe(true)
      for (const code of rules.shifts) expect(codes(shifts).has(code), `${title}: ${code}`).toBe(true)
      for (const code of rules.genders) expect(codes(genders).has(code), `${title}: ${code}`).toBe(true)
      const [lowest, highest] = rules.qualification.map((code) => qualificationOrder.indexOf(code))
      expect(lowest, title).toBeGreaterThanOrEqual(0)
      expect(highest, title).toBeGreaterThanOrEqual(lowest ?? 0)
      expect(
        experienceBands.some((band) => band.min >= rules.minExperienceYears),
        title,
      ).toBe(true)
    }
  })

  it('lets only desk and sewing work be done from home', () => {
    const fromHome = rulesOfTitles.filter(({ rules }) => rules.jobTypes.includes('work_from_home'))
    for (const { title } of fromHome) {
      expect(title).toMatch(
        /Telecaller|Customer Care|BPO|Collection|Data Entry|Back Office|MIS|DTP|Typist|Tailor|Embroidery/,
      )
    }
  })
})

describe('options', () => {
  it('has unique codes in every list', () => {
    for (const list of [jobTypes, shifts, qualifications, genders]) {
      expect(duplicates(list.map((o) => o.code))).toEqual([])
    }
    expect(shifts.map((s) => s.code)).toEqual(
      expect.arrayContaining(['day', 'night', 'rotational', 'flexible']),
    )
    expect(genders.map((g) => g.code)).toEqual(['any', 'male', 'female'])
  })

  it('has experience bands from fresher upwards', () => {
    expect(experienceBands[0]).toMatchObject({ min: 0, max: 0 })
    for (const band of experienceBands) expect(band.max).toBeGreaterThanOrEqual(band.min)
  })
})

describe('translations', () => {
  it('fills in every language, Hindi in Devanagari and Telugu in Telugu script', () => {
    expect(allTranslations.length).toBeGreaterThan(500)
    for (const [where, value] of allTranslations) {
      expect(value.en.trim(), where).not.toBe('')
      expect(value.hi, where).toMatch(DEVANAGARI)
      expect(value.te, where).toMatch(TELUGU)
      expect(value.en, where).not.toMatch(DEVANAGARI)
      expect(value.en, where).not.toMatch(TELUGU)
    }
  })
})

describe('templates', () => {
  it('has at least 8 title and 10 description templates', () => {
    expect(titleTemplates.length).toBeGreaterThanOrEqual(8)
    expect(descriptionTemplates.length).toBeGreaterThanOrEqual(10)
  })

  it('uses the same known placeholders in every language', () => {
    for (const template of templates) {
      const en = placeholders(template.en)
      expect(en.length, template.en).toBeGreaterThan(0)
      for (const name of en) expect(KNOWN_PLACEHOLDERS.has(name), `{${name}} in ${template.en}`).toBe(true)
      expect(placeholders(template.hi), template.hi).toEqual(en)
      expect(placeholders(template.te), template.te).toEqual(en)
    }
  })

  it('always names the job title', () => {
    for (const template of templates) expect(template.en).toContain('{title}')
  })
})
