import { describe, expect, it } from 'vitest'
import { whatsAppShareUrl } from './share-link.ts'

describe('whatsAppShareUrl', () => {
  it("opens WhatsApp's share with the words and the job's address, encoded", () => {
    const url = whatsAppShareUrl(
      'Job: Driver & helper at Sri Traders. Apply here:',
      'https://example.in/jobs/jobDetails/driver-in-hyderabad-7',
    )
    expect(url.startsWith('https://wa.me/?text=')).toBe(true)
    expect(new URL(url).searchParams.get('text')).toBe(
      'Job: Driver & helper at Sri Traders. Apply here: https://example.in/jobs/jobDetails/driver-in-hyderabad-7',
    )
  })

  it('keeps Hindi and Telugu words intact', () => {
    const url = whatsAppShareUrl('नौकरी: ड्राइवर', 'https://example.in/jobs/jobDetails/1')
    expect(new URL(url).searchParams.get('text')).toBe('नौकरी: ड्राइवर https://example.in/jobs/jobDetails/1')
  })
})
