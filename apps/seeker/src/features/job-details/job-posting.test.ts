import type { ClassifiedDetails } from '@localjobs/api-client/classifieds/details'
import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { describe, expect, it } from 'vitest'
import { jobPosting, scriptSafeJson } from './job-posting.ts'

const hostile = '</script><script>alert(1)</script>'

function aJob(overrides: Partial<ClassifiedDetails> = {}): ClassifiedDetails {
  const job = aClassified()
  return {
    ...job,
    translated_content: { ...job.translated_content, description: 'Drive staff between offices.' },
    job_title: { id: 1, title: 'Car driver' },
    fee_amount: null,
    employment_type: 'FULL_TIME',
    promoted: false,
    ...overrides,
  }
}

describe('jobPosting', () => {
  it('describes the job as schema.org JobPosting, pay in rupees per month', () => {
    const posting = jobPosting(aJob(), {
      url: 'https://example.in/jobs/jobDetails/driver-in-hyderabad-1001',
      productName: 'LocalJobs',
    })

    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Car driver for office pick-up',
      description: 'Drive staff between offices.',
      datePosted: '2025-01-10T09:00:00.000Z',
      validThrough: '2025-02-10T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Sri Sai Travels' },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Madhapur, Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 12000, maxValue: 18000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'LocalJobs', value: '1001' },
      directApply: true,
    })
  })
})

describe('scriptSafeJson', () => {
  it('lets no job text end the script element, and stays the same JSON', () => {
    const job = aJob({
      company_name: '<!-- & -->',
      translated_content: {
        ...aJob().translated_content,
        title: hostile,
        description: `a\u2028b ${hostile}`,
      },
    })
    const json = scriptSafeJson(jobPosting(job, { url: 'https://example.in/x', productName: 'LocalJobs' }))

    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/)
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e')
    const parsed = JSON.parse(json) as { title: string; hiringOrganization: { name: string } }
    expect(parsed.title).toBe(hostile)
    expect(parsed.hiringOrganization.name).toBe('<!-- & -->')
  })
})
