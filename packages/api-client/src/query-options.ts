import {
  type MutationKey,
  mutationOptions,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import type { ApiCall } from './call.ts'
import type { ApiClient } from './client.ts'

/** Mutation options of a call, with its key (named, so published declarations can refer to it). */
export type CallMutationOptions<Input, Output> = UseMutationOptions<Output, Error, Input> & {
  mutationKey: MutationKey
}

/**
 * TanStack Query mutation options for a call: `useMutation(x)` runs the call with `throwOnError`, so a failed
 * call rejects (with ApiError, ApiOfflineError or ApiUnreachableError) and `mutation.error` holds it.
 */
export function callMutationOptions<Input, Output>(
  client: ApiClient,
  call: ApiCall<Input, Output>,
  mutationKey: MutationKey,
): CallMutationOptions<Input, Output> {
  return mutationOptions<Output, Error, Input>({
    mutationKey,
    mutationFn: (input: Input) => call(client, input, { throwOnError: true }),
  })
}

/**
 * Runs a call's mutation options where no component is (a flow loaded on demand, a step after a login),
 * through the same mutation cache as `useMutation`: the client's mutation defaults apply, `isMutating` counts
 * it, and a failure rejects with the same errors.
 */
export function runMutation<Input, Output>(
  queryClient: QueryClient,
  options: CallMutationOptions<Input, Output>,
  input: Input,
): Promise<Output> {
  return queryClient
    .getMutationCache()
    .build(queryClient, queryClient.defaultMutationOptions(options))
    .execute(input)
}
