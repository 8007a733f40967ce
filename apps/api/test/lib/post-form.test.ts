import { describe, expect, it } from 'vitest'
import { changedColumns } from '#src/lib/post-form.ts'

describe('changedColumns: whether a renewal changed the post (issue #8)', () => {
  const stored = {
    salaryMin: 12000,
    title: 'Delivery partner',
    feeReason: ['UNIFORM', 'OTHER_REASON'],
    postingLocations: [3, 1],
    jobHours: null,
    otherDetails: 'Fuel is paid.',
  }

  it('the same values are no change: null, undefined and empty text alike, text trimmed, lists in any order', () => {
    expect(
      changedColumns(stored, {
        salaryMin: 12000,
        title: ' Delivery partner ',
        feeReason: ['OTHER_REASON', 'UNIFORM'],
        postingLocations: [1, 3],
        jobHours: undefined,
        otherDetails: 'Fuel is paid.',
      }),
    ).toEqual([])
    expect(changedColumns({ a: null, b: '' }, { a: '', b: null })).toEqual([])
  })

  it('names each column whose value differs', () => {
    expect(
      changedColumns(stored, {
        salaryMin: 13000,
        title: 'Delivery partner',
        feeReason: ['UNIFORM'],
        postingLocations: [1, 3],
        jobHours: 1,
        otherDetails: 'Fuel and food are paid.',
      }),
    ).toEqual(['salaryMin', 'feeReason', 'jobHours', 'otherDetails'])
  })
})
