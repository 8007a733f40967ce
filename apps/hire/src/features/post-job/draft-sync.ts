import type { ApiClient } from '@localjobs/api-client/client'
import { saveDraft } from '@localjobs/api-client/submissions/draft'
import type { SavedDraft } from '@localjobs/api-client/submissions/types'
import type { FieldProblem } from '@localjobs/ui/multi-step-form'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import type { PostJobStep } from '@localjobs/validation/post-job'
import { GUEST_DRAFT_KEY, type PostJobValues, stepForm } from './post-job-values.ts'

/** What saving one step into the server's draft came to. */
export type StepSaveResult =
  | { kind: 'saved'; draft: SavedDraft }
  /** the API refused fields of the step (400): their messages, in the request's language */
  | { kind: 'refused'; problems: FieldProblem[] }
  /** offline, or no answer: the step waits on this device and is sent when the connection returns */
  | { kind: 'offline' }
  /** any other answer (a 5xx, a 429): also kept and sent again later */
  | { kind: 'failed' }

export interface StepSaveInput {
  step: PostJobStep
  values: PostJobValues
  enterprise: boolean
  user?: number | undefined
  mobile?: string | undefined
}

/** `POST /submissions/draft/` for one step (form version 3, multipart), as a result, never a throw. */
export async function saveStep(api: ApiClient, input: StepSaveInput): Promise<StepSaveResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  const city = Number(input.values.constituency)
  const result = await saveDraft(api, {
    step: input.step,
    location: Number.isInteger(city) && city > 0 ? city : DEFAULT_LOCATION_ID,
    form: stepForm(input.values, input.step),
    ...(input.user ? { user: input.user } : {}),
    ...(input.mobile ? { phone_number: input.mobile } : {}),
    submission_type: input.enterprise ? 'enterprise' : 'web',
  })
  if (result.kind === 'ok') return { kind: 'saved', draft: result.data.draft }
  if (result.kind === 'http-error' && result.status === 400 && (result.body.details?.length ?? 0) > 0)
    return { kind: 'refused', problems: result.body.details ?? [] }
  if (result.kind === 'offline' || result.kind === 'unreachable') return { kind: 'offline' }
  return { kind: 'failed' }
}

const PENDING_PREFIX = 'localjobs.postJob.pending.'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/**
 * The steps whose server save is waiting on this device (offline, or the call failed), for the form's
 * device draft `key`: kept in local storage beside that draft, so a reload or a closed tab still sends them.
 */
export function pendingSteps(key: string): PostJobStep[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PENDING_PREFIX + key) ?? '[]')
    return Array.isArray(parsed)
      ? (parsed.filter((step) => [1, 2, 3, 4].includes(step as number)) as PostJobStep[]).sort()
      : []
  } catch {
    return []
  }
}

function writePending(key: string, steps: readonly PostJobStep[]) {
  try {
    if (steps.length === 0) storage()?.removeItem(PENDING_PREFIX + key)
    else storage()?.setItem(PENDING_PREFIX + key, JSON.stringify([...new Set(steps)].sort()))
  } catch {
    // Blocked or full storage: the steps are sent again with the next Next.
  }
}

export const addPendingStep = (key: string, step: PostJobStep) =>
  writePending(key, [...pendingSteps(key), step])

export const removePendingStep = (key: string, step: PostJobStep) =>
  writePending(
    key,
    pendingSteps(key).filter((each) => each !== step),
  )

/** Moves what a signed-out visitor kept (their device draft and its waiting steps) to their account's key. */
export function movePending(from: string, to: string) {
  const steps = pendingSteps(from)
  writePending(from, [])
  writePending(to, [...pendingSteps(to), ...steps])
}

const DRAFT_PREFIX = 'localjobs.draft.'

/**
 * After sign-in (the web form before login): what the visitor typed on this phone becomes their account's
 * device draft, tied to their server draft (`basis`), opened at step 2, with step 1 waiting to be saved to
 * the server; their mobile number fills the contact number when it is empty. Answers whether there was one.
 */
export function adoptGuestDraft(to: string, basis: string | null, mobile: string | undefined): boolean {
  const store = storage()
  if (!store) return false
  try {
    const raw = store.getItem(DRAFT_PREFIX + GUEST_DRAFT_KEY)
    if (raw === null) return false
    const draft = JSON.parse(raw) as {
      step?: number
      basis?: string | null
      values?: Record<string, unknown>
    }
    store.removeItem(DRAFT_PREFIX + GUEST_DRAFT_KEY)
    if (
      typeof draft !== 'object' ||
      draft === null ||
      typeof draft.values !== 'object' ||
      draft.values === null
    )
      return false
    if (mobile && !draft.values.mobile_no) draft.values.mobile_no = mobile
    store.setItem(DRAFT_PREFIX + to, JSON.stringify({ ...draft, step: Math.max(draft.step ?? 0, 1), basis }))
    movePending(GUEST_DRAFT_KEY, to)
    addPendingStep(to, 1)
    return true
  } catch {
    return false
  }
}
