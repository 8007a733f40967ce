import type { ReferenceData, ReferenceDataRepository } from '#src/plugins/app/reference-data-repository.ts'
import { notFound } from './api-error.ts'

/**
 * The reference data, once it knows every city of `ids` (a city added since it was read refreshes it);
 * a 404 naming the unknown ones otherwise, in the words of the parameter they came in.
 */
export async function knownLocationsOr404(
  referenceData: ReferenceDataRepository,
  ids: readonly number[],
  field: 'location_id' | 'location_ids',
): Promise<ReferenceData> {
  const missing = (data: ReferenceData) => ids.filter((id) => !data.locationsById.has(id))
  let reference = await referenceData.get()
  if (missing(reference).length > 0) reference = await referenceData.get({ refresh: true })
  const unknown = missing(reference)
  if (unknown.length > 0)
    throw notFound(
      field === 'location_id'
        ? `There is no location with location_id ${unknown[0]}.`
        : `There is no location with id ${unknown.join(', ')} (location_ids).`,
    )
  return reference
}
