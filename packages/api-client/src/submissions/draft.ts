import type { Locale } from '@localjobs/validation/constants'
import type { PostJobStep } from '@localjobs/validation/post-job'
import { queryOptions } from '@tanstack/react-query'
import { defineCall, keyParams } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import {
  CURRENT_FORM_VERSION,
  type FormVersion,
  type PostJobFormValues,
  toFormData,
  toWire,
} from './form-mapping.ts'
import type { DraftResponse, DraftSaved } from './types.ts'

export interface DraftQuery {
  location_id: number
  state_id?: number
  /** true for an enterprise advertiser: adds submission_type=enterprise */
  enterprise?: boolean
}

/** GET /submissions/draft/?location_id=&en=0[&state_id=][&submission_type=enterprise] — the form context. */
export const getDraft = defineCall<DraftQuery, DraftResponse>((query) => ({
  method: 'GET',
  path: '/submissions/draft/',
  searchParams: {
    location_id: query.location_id,
    en: 0,
    state_id: query.state_id,
    submission_type: query.enterprise ? 'enterprise' : undefined,
  },
  auth: 'advertiser',
}))

export interface SaveDraftInput {
  /** the step whose Next saved the draft (sent as `page-no`): the API checks that step's fields */
  step: PostJobStep
  /** the location id (sent as the `location` param) */
  location: number
  /** default: the client's locale */
  locale?: Locale
  /** the step's fields (others are ignored), mapped for `version` */
  form: PostJobFormValues
  version?: FormVersion
  /** the signed-in user's id; left out where the page does not know it (a web view signed in by its bridge) */
  user?: number
  phone_number?: string
  submission_type?: string
  /** the payment experiment value the session holds */
  experiment_payment?: string | number
}

/**
 * POST /submissions/draft/?location=&en=0&locale= — multipart, with the header `App-Type: web` (spec
 * section 7): the step's fields plus user, phone_number, submission_type, experiment_payment; and (ours)
 * `page-no`, the step, and `form_version`, so the API reads the names the values were sent in.
 */
export const saveDraft = defineCall<SaveDraftInput, DraftSaved>((input, { locale }) => ({
  method: 'POST',
  path: '/submissions/draft/',
  searchParams: { location: input.location, en: 0, locale: input.locale ?? locale },
  headers: { 'App-Type': 'web' },
  form: toFormData({
    ...toWire(input.form, input.version ?? CURRENT_FORM_VERSION),
    'page-no': input.step,
    form_version: input.version ?? CURRENT_FORM_VERSION,
    user: input.user,
    phone_number: input.phone_number,
    submission_type: input.submission_type,
    experiment_payment: input.experiment_payment,
  }),
  auth: 'advertiser',
}))

export const draftKeys = {
  all: ['submissions', 'draft'] as const,
  context: (client: ApiClient, query: DraftQuery) =>
    [
      ...draftKeys.all,
      client.locale,
      keyParams({ ...query, enterprise: query.enterprise || undefined }),
    ] as const,
  save: ['submissions', 'draft', 'save'] as const,
}

export function draftQueryOptions(client: ApiClient, query: DraftQuery) {
  return queryOptions({
    queryKey: draftKeys.context(client, query),
    queryFn: ({ signal }) => getDraft(client, query, { signal, throwOnError: true }),
  })
}

export const saveDraftMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, saveDraft, draftKeys.save)
