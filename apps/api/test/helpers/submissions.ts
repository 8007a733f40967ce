import { CREATE_SUBMISSION_PATHS } from '@localjobs/api-client/submissions/create'
import {
  type FormVersion,
  type PostJobFormValues,
  toFormData,
  toWire,
} from '@localjobs/api-client/submissions/form-mapping'
import { wholePost } from '@localjobs/api-client/testing/posts'
import { bearer } from './advertisers.ts'
import type { TestApp } from './app.ts'

/** A post's reference data that agree with each other: a role of a title of a category, a city with localities. */
/**
 * A title no other post has, in letters only: a random UUID's digits and dashes can read as a mobile number
 * (the contact-in-text check allows dashes between digits), and a finding would change what a test sees.
 */
export function uniqueTitle(prefix: string): string {
  const letters = crypto
    .randomUUID()
    .replace(/-/g, '')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x')
  return `${prefix} ${letters}`
}

export async function referencePost(test: TestApp) {
  const reference = await test.app.referenceData.get()
  const role = [...reference.primaryJobRolesById.values()][0]
  if (!role) throw new Error('the test database has no primary job roles')
  const title = reference.jobTitlesById.get(role.jobTitleId)
  if (!title) throw new Error('a primary job role without its title')
  const localities = reference.localitiesByLocation.get(9) ?? []
  const [locality, other] = localities
  if (!locality || !other) throw new Error('the test database has fewer than two localities in city 9')
  const otherCity = [...reference.localitiesByLocation.entries()].find(([city]) => city !== 9)
  return {
    categoryId: title.categoryId,
    titleId: title.id,
    roleId: role.id,
    otherRoleId: [...reference.primaryJobRolesById.values()].find((each) => each.jobTitleId !== title.id)?.id,
    otherTitleId: [...reference.jobTitlesById.values()].find((each) => each.categoryId !== title.categoryId)
      ?.id,
    localityIds: [locality.id, other.id],
    foreignLocalityId: otherCity?.[1][0]?.id,
  }
}

export type ReferencePost = Awaited<ReturnType<typeof referencePost>>

/** A whole post as a person fills it in (`wholePost` of @localjobs/api-client/testing/posts), under one title. */
export const fullPost = (ref: ReferencePost): PostJobFormValues =>
  wholePost(ref, 'Delivery partner, two-wheeler')

/** A multipart body exactly as the api-client's createSubmission builds it (toWire, then toFormData). */
export async function createBody(
  form: PostJobFormValues,
  version: FormVersion,
  extra: Record<string, string | Blob> = {},
) {
  const data = toFormData(toWire(form, version))
  for (const [field, value] of Object.entries(extra)) data.append(field, value)
  const request = new Request('http://localhost/', { method: 'POST', body: data })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

export const createUrl = (version: FormVersion, query = '?location=9&en=0&locale=en') =>
  `/api${CREATE_SUBMISSION_PATHS[version]}${query}`

/** POSTs a post as an advertiser with an idempotency key (a fresh one unless given). */
export async function createPost(
  test: TestApp,
  access: string,
  form: PostJobFormValues,
  options: {
    version?: FormVersion
    key?: string | null
    locale?: string
    extra?: Record<string, string | Blob>
  } = {},
) {
  const version = options.version ?? 3
  const body = await createBody(form, version, options.extra)
  const key = options.key === undefined ? crypto.randomUUID() : options.key
  return test.app.inject({
    method: 'POST',
    url: createUrl(version, `?location=9&en=0&locale=${options.locale ?? 'en'}`),
    headers: {
      ...bearer(access),
      'app-type': 'web',
      'content-type': body.contentType,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body.payload,
  })
}
