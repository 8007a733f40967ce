import type { ClassifiedDetails } from '@localjobs/api-client/classifieds/details'
import { createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import type { Locale } from '@localjobs/web-app/locale'
import type { SiteContext } from '@localjobs/web-app/router'
import { describe, expect, it } from 'vitest'
import { loadedTranslations } from '#src/testing/render-seeker.tsx'
import { loadJobDetails } from './load-job-details.ts'

/** Job 1001 as the details call answers it in English. */
const englishJob: ClassifiedDetails = {
  ...aClassified(),
  translated_content: {
    ...aClassified().translated_content,
    description: 'Drive staff between Madhapur and Gachibowli.',
  },
  job_title: { id: 101, title: 'Car Driver' },
  fee_amount: null,
  employment_type: 'FULL_TIME',
  promoted: false,
}

/** The same job in Telugu: the category and the experience come in Telugu. */
const teluguJob: ClassifiedDetails = {
  ...englishJob,
  job_category: { ...englishJob.job_category, title: 'డ్రైవర్' },
  locale: 'te',
  translated_content: {
    title: 'ఆఫీస్ పికప్ కోసం కార్ డ్రైవర్',
    description: 'మాదాపూర్ నుండి గచ్చిబౌలి వరకు సిబ్బందిని తీసుకెళ్ళాలి.',
    primary_details: { ...englishJob.translated_content.primary_details, Experience: '1-2 సంవత్సరాలు' },
  },
}

async function load(locale: Locale, job: ClassifiedDetails) {
  const { fetch } = fakeFetch(() => jsonResponse(job))
  const context = {
    queryClient: createQueryClient(),
    api: createApiClient({ baseUrl: 'http://api.test/api', fetch }),
    i18n: await loadedTranslations(locale),
    site: { publicOrigin: 'https://localjobs.example', locale } as SiteContext,
  }
  return loadJobDetails(context, 'driver-in-hyderabad-1001')
}

describe('the job details title (spec section 2)', () => {
  it("keeps the spec's pattern in English", async () => {
    const loaded = await load('en', {
      ...teluguJob,
      ...aClassified(),
      job_title: teluguJob.job_title,
    } as ClassifiedDetails)
    expect(loaded.head.fullTitle).toBe('Driver-in-hyderabad-with-1 - 3 years Job Id : 1001 : LocalJobs Jobs')
  })

  it("says the pattern's words in Telugu on a Telugu page, and keeps the location slug", async () => {
    const loaded = await load('te', teluguJob)
    expect(loaded.head.fullTitle).toBe(
      'డ్రైవర్-in-hyderabad-with-1-2 సంవత్సరాలు ఉద్యోగ ఐడీ : 1001 : LocalJobs ఉద్యోగాలు',
    )
  })

  it('and in Hindi on a Hindi page', async () => {
    const hindi = { ...teluguJob, job_category: { ...teluguJob.job_category, title: 'ड्राइवर' } }
    const loaded = await load('hi', {
      ...hindi,
      translated_content: {
        ...hindi.translated_content,
        primary_details: { ...hindi.translated_content.primary_details, Experience: '1-2 साल' },
      },
    })
    expect(loaded.head.fullTitle).toBe(
      'ड्राइवर-in-hyderabad-with-1-2 साल नौकरी आईडी : 1001 : LocalJobs नौकरियाँ',
    )
  })
})
