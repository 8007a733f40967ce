import type { StatesResponse } from '@localjobs/api-client/common/types'
import type { LocationsResponse } from '@localjobs/api-client/locations/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

export const locationItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    short_name: z.string(),
    image: z.string().nullable(),
    locale: z.enum(['en', 'hi', 'te']),
    places: z.array(z.string()),
    type: z.enum(['city', 'locality']),
    english_name: z.string().optional(),
    slug: z.string().optional(),
    city: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).optional(),
    distance_km: z.number().optional(),
  })
  .meta({ id: 'LocationItem' })

export const locationsResponseSchema = z
  .object({ results: z.array(locationItemSchema) })
  .meta({ id: 'LocationsResponse' })

export const statesResponseSchema = z
  .object({ results: z.array(z.object({ id: z.number().int(), title: z.string(), short_name: z.string() })) })
  .meta({ id: 'StatesResponse' })

export const locationsMatchContract: Exact<z.output<typeof locationsResponseSchema>, LocationsResponse> = true
export const statesMatchContract: Exact<z.output<typeof statesResponseSchema>, StatesResponse> = true
