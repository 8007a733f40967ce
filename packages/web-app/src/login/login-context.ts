import type { ApiClient } from '@localjobs/api-client/client'
import { createContext, useContext } from 'react'
import type { Locale } from '../locale.ts'
import type { LoginMessages } from './login-messages.ts'
import type { TrackLogin } from './login-outcome.ts'

/** What every login step needs: the API, the words and language of the page, and the app's analytics. */
export interface LoginContextValue {
  api: ApiClient
  t: LoginMessages
  locale: Locale
  track: TrackLogin | undefined
}

export const LoginContext = createContext<LoginContextValue | null>(null)

export function useLoginContext(): LoginContextValue {
  const value = useContext(LoginContext)
  if (!value) throw new Error('a login step was drawn outside LoginSteps')
  return value
}
