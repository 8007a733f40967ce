import type { NativeBridge } from '../app-context.ts'

/** A stand-in for the Android app's bridge that records which of its methods were called, for tests. */
export function fakeNativeBridge(token: string | null = null): NativeBridge & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    getToken: () => token,
    logout: () => {
      calls.push('logout')
    },
    closeWebForm: () => {
      calls.push('closeWebForm')
    },
  }
}
