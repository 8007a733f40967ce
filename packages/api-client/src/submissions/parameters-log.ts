import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type { AdvertiserParametersLogBody } from './types.ts'

/** POST /submissions/advertisers_parameters_log/ — after a successful post, where the advertiser came from. */
export const logAdvertiserParameters = defineCall<AdvertiserParametersLogBody, null>((body) => ({
  method: 'POST',
  path: '/submissions/advertisers_parameters_log/',
  json: { event_name: body.event_name, platform: body.platform, utm: body.utm, extra: body.extra },
  auth: 'advertiser',
}))

export const parametersLogKeys = {
  log: ['submissions', 'advertisers-parameters-log'] as const,
}

export const logAdvertiserParametersMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, logAdvertiserParameters, parametersLogKeys.log)
