import { Button } from '@localjobs/ui/button'
import { useNavigate, useParams, useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { getLoginDetails, requestLogin, useLoginDetails } from '#src/lib/login-state.ts'
import { peekPendingApply, setPendingApply, takePendingApply } from '#src/lib/pending-apply.ts'

type State = 'idle' | 'busy' | 'applied'

const loadFlow = () => import('../api/apply-flow.ts')

/**
 * Spec section 4, the job page's Apply button. Logged in with a profile: apply and show 'Applied'. Not
 * logged in: the login modal, then the apply goes on. No profile: profile creation, then back here, where
 * the apply finishes. The flow's code loads on the first tap.
 */
export function ApplyButton({ jobId, className }: { jobId: number; className?: string }) {
  const t = useMessages('jobs')
  const context = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  const jobSlug = useParams({ strict: false, select: (params) => params.job ?? '' })
  const details = useLoginDetails()
  const [state, setState] = useState<State>('idle')
  const started = useRef(false)

  async function apply() {
    setState('busy')
    const login = getLoginDetails() ?? (await requestLogin())
    if (!login) {
      setState('idle')
      return
    }
    const flow = await loadFlow()
    const outcome = await flow.applyFlow(context, jobId, login, t)
    if (outcome === 'applied') setState('applied')
    else if (outcome === 'no-profile') {
      setPendingApply(jobId, jobSlug)
      void navigate({ to: '/create_profile' })
    } else setState('idle')
  }

  // Back from profile creation (or a reload while logged in): finish the apply, or show it was made.
  useEffect(() => {
    if (!details || started.current) return
    started.current = true
    if (peekPendingApply()?.jobId === jobId) {
      takePendingApply()
      void apply()
      return
    }
    // The same answers that mark the job cards "Applied".
    void import('#src/lib/applied-jobs.ts')
      .then((jobs) => jobs.isApplied(context, details.id, jobId))
      .then((applied) => {
        if (applied) setState('applied')
      })
  }, [details, jobId])

  if (state === 'applied') {
    return (
      <p className={className} role="status">
        <strong>{t.applied}</strong> {t.appliedNote}
      </p>
    )
  }
  return (
    <Button className={className} fullWidth disabled={state === 'busy'} onClick={() => void apply()}>
      {state === 'busy' ? t.applying : t.applyNow}
    </Button>
  )
}
