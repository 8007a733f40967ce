import { describe, expect, it } from 'vitest'
import { privatePageHeaders, publicPageHeaders } from './cache-headers.ts'

describe('publicPageHeaders', () => {
  it('lets shared caches keep a rendered page briefly, but not browsers', () => {
    expect(publicPageHeaders('success', 60)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    })
  })

  it('never makes an error or a missing page cacheable', () => {
    expect(publicPageHeaders('error', 60)).toBeUndefined()
    expect(publicPageHeaders('notFound', 60)).toBeUndefined()
  })
})

describe('privatePageHeaders', () => {
  it('keeps a personal page out of every cache, shared or not', () => {
    expect(privatePageHeaders()).toEqual({ 'cache-control': 'private, no-store' })
  })
})
