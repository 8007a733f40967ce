import type { ApplyFiltersBody } from '@localjobs/api-client/classifieds/types'
import fc from 'fast-check'
import type { classifieds } from '#src/db/schema.ts'

type Row = typeof classifieds.$inferSelect

const within = (row: Row, min: number, maxExclusive: number) =>
  row.salaryMin < maxExclusive && row.salaryMax >= min

/**
 * One filtered search of each kind (option ids of lib/filter-catalog.ts), with the rule a job must meet
 * to match it, read from the job's own columns: [name, filters, other body fields, matches]. apply_filters,
 * its count and the filtered sponsored jobs are all checked against this one table.
 */
export const FILTER_CASES: [
  string,
  ApplyFiltersBody['filters'],
  Partial<ApplyFiltersBody>,
  (row: Row) => boolean,
][] = [
  ['no filters', [], {}, () => true],
  [
    'job type full time or part time',
    [{ id: 6, filter_value: [1, 2] }],
    {},
    (row) => ['full_time', 'part_time'].includes(row.jobType),
  ],
  [
    'night shift and 10th or 12th pass',
    [
      { id: 7, filter_value: [2] },
      { id: 5, filter_value: [3, 4] },
    ],
    {},
    (row) => row.shift === 'night' && ['10th_pass', '12th_pass'].includes(row.qualification),
  ],
  [
    'salary bands 2 and 3',
    [{ id: 4, filter_value: [2, 3] }],
    {},
    (row) => within(row, 10_000, 15_000) || within(row, 15_000, 20_000),
  ],
  [
    '2 years of experience',
    [{ id: 3, filter_value: [2] }],
    {},
    (row) => row.experienceMinYears <= 2 && row.experienceMaxYears >= 2,
  ],
  [
    '6 years of experience (a slug value with no tag)',
    [{ id: 3, filter_value: [6] }],
    {},
    (row) => row.experienceMinYears <= 6 && row.experienceMaxYears >= 6,
  ],
  ['fees charged', [{ id: 9, filter_value: [86] }], {}, (row) => row.feesCharged],
  ['no fees', [{ id: 9, filter_value: [85] }], {}, (row) => !row.feesCharged],
  ['female', [{ id: 10, filter_value: [3] }], {}, (row) => ['female', 'any'].includes(row.preferredGender)],
  ['two categories', [{ id: 2, filter_value: [1, 2] }], {}, (row) => [1, 2].includes(row.categoryId)],
  [
    'the salary slug 12000-18000',
    [],
    { salary_min: 12_000, salary_max: 18_000 },
    (row) => row.salaryMin <= 18_000 && row.salaryMax >= 12_000,
  ],
  [
    'everything at once',
    [
      { id: 6, filter_value: [1, 2, 3] },
      { id: 9, filter_value: [85] },
      { id: 4, filter_value: [2, 3, 4, 5] },
      { id: 10, filter_value: [2] },
    ],
    {},
    (row) =>
      ['full_time', 'part_time', 'contract'].includes(row.jobType) &&
      !row.feesCharged &&
      within(row, 10_000, 50_000) &&
      ['male', 'any'].includes(row.preferredGender),
  ],
]

/**
 * Filtered searches of plausible shape (ids near the real ones, some out of range, several cities or one),
 * for fuzzing the calls that take one: apply_filters (plus a page), its count, the filtered sponsored jobs.
 */
export const plausibleFilterSearch = fc.record(
  {
    location_id: fc.oneof(fc.constant(9), fc.integer({ min: -5, max: 200 })),
    location_ids: fc.array(fc.oneof(fc.constant(9), fc.integer({ min: -5, max: 200 })), { maxLength: 12 }),
    filters: fc.array(
      fc.record({
        id: fc.integer({ min: 0, max: 12 }),
        filter_value: fc.array(fc.integer({ min: -2, max: 120 }), { maxLength: 4 }),
      }),
      { maxLength: 5 },
    ),
    salary_min: fc.integer({ min: -1, max: 120_000 }),
    salary_max: fc.integer({ min: -1, max: 120_000 }),
  },
  { requiredKeys: ['filters'] },
)
