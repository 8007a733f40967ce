import { useRouteContext } from '@tanstack/react-router'
import { type ComponentType, lazy, Suspense } from 'react'
import { useLoginRequest } from '#src/lib/login-state.ts'
import type { LoginModalProps } from './login-modal.tsx'

let LazyModal: ComponentType<LoginModalProps> | undefined

/** Draws the login modal when something asked for it; its code and words load on first use only. */
export function LoginHost() {
  const request = useLoginRequest()
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  if (!request) return null
  LazyModal ??= lazy(() =>
    Promise.all([import('./login-modal.tsx'), i18n.load(['auth', 'validation'])]).then(([module]) => ({
      default: module.LoginModal,
    })),
  )
  return (
    <Suspense fallback={null}>
      <LazyModal onDone={request.resolve} />
    </Suspense>
  )
}
