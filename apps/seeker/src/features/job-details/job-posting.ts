import type { ClassifiedDetails } from '@localjobs/api-client/classifieds/details'

/**
 * The schema.org JobPosting of a live job (for search engines' job listings), and its serialisation into
 * a `<script type="application/ld+json">` that no job text can break out of.
 */
export function jobPosting(
  job: ClassifiedDetails,
  { url, productName }: { url: string; productName: string },
) {
  const city = job.location.english_name
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.translated_content.title,
    description: job.translated_content.description,
    datePosted: job.posted_at,
    validThrough: job.valid_through,
    employmentType: job.employment_type,
    hiringOrganization: { '@type': 'Organization', name: job.company_name },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.locality ? `${job.locality.title}, ${city}` : city,
        addressRegion: job.location.state.title,
        addressCountry: 'IN',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: Math.min(job.salary_min, job.salary_max),
        maxValue: Math.max(job.salary_min, job.salary_max),
        unitText: 'MONTH',
      },
    },
    identifier: { '@type': 'PropertyValue', name: productName, value: String(job.id) },
    directApply: true,
    url,
  }
}

/**
 * JSON for inside a <script> element. The HTML parser ends a script at '</script' and treats '<!--' specially,
 * whatever the JSON means, so '<', '>' and '&' are written as \u escapes (still the same JSON), as are the
 * line separators U+2028 and U+2029 that older JavaScript parsers refuse in strings.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
