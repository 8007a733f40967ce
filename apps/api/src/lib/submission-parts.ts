/**
 * Reading the multipart bodies of the post-job calls (the draft save and the three create paths, spec
 * section 7), and what both take from them: the text fields, the one file a call accepts, the control
 * fields apart from the form's, and whether the caller may send an enterprise form.
 */
import type { Multipart } from '@fastify/multipart'
import type { Locale } from '@localjobs/validation/constants'
import type { SubmissionType } from '#src/db/schema.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import type { Caller } from '#src/plugins/app/access.ts'

export interface SubmissionParts {
  entries: [string, string][]
  /** the accepted file's bytes, when it was sent */
  file?: Buffer
}

export interface ReadPartsOptions {
  /** 'a draft' or 'the post': named in the refusals */
  what: string
  /** the one file field the call takes; any other file part is refused with `refuseFile` */
  fileField?: string
  refuseFile: (fieldname: string) => ApiError
  /** a file over the limit */
  fileTooLarge: () => ApiError
}

const tooLarge = (message: string) => new ApiError(413, 'PAYLOAD_TOO_LARGE', message)

/**
 * The text parts of the body and the accepted file; another file, an over-long value or too many parts is
 * refused. Anything else that goes wrong reading the parts (busboy's "Unexpected end of multipart data"
 * carries no status) is the body's fault: a 400, never a 5xx.
 */
export async function readSubmissionParts(
  parts: AsyncIterableIterator<Multipart>,
  options: ReadPartsOptions,
): Promise<SubmissionParts> {
  const entries: [string, string][] = []
  let file: Buffer | undefined
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) {
          part.file.resume()
          throw options.refuseFile(part.fieldname)
        }
        file = await part.toBuffer()
        continue
      }
      if (part.valueTruncated || part.fieldnameTruncated)
        throw tooLarge(`The field ${part.fieldname} is longer than ${options.what} takes.`)
      if (typeof part.value !== 'string')
        throw new ApiError(400, 'BAD_REQUEST', `The field ${part.fieldname} must be text.`)
      entries.push([part.fieldname, part.value])
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.fileTooLarge()
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
      throw tooLarge(`The body has more fields or files than ${options.what} has.`)
    throw new ApiError(400, 'BAD_REQUEST', 'The multipart body could not be read.')
  }
  return file === undefined ? { entries } : { entries, file }
}

/**
 * Splits the control fields from the form's: a control field sent more than once becomes a list, which its
 * schema refuses. Empty values are left out of form bodies (spec section 3): '' is "not sent".
 */
export function splitControl(entries: readonly [string, string][], controlFields: readonly string[]) {
  const control: Record<string, string | string[]> = {}
  const form: [string, string][] = []
  for (const [field, value] of entries) {
    if (!controlFields.includes(field)) {
      form.push([field, value])
      continue
    }
    const seen = control[field]
    control[field] = seen === undefined ? value : ([] as string[]).concat(seen, value)
  }
  for (const [field, value] of Object.entries(control)) if (value === '') delete control[field]
  return { control, form }
}

/** An enterprise form (its draft and its post) is an enterprise (b2b) account's only. */
export function submissionTypeFor(caller: Caller, enterprise: boolean, locale: Locale): SubmissionType {
  if (!enterprise) return 'web'
  if (caller.advertiser?.kind !== 'b2b')
    throw new ApiError(403, 'ACCESS_DENIED', say('enterpriseDraftOnly', locale))
  return 'enterprise'
}
