import { Button } from '@localjobs/ui/button'
import { useRouteContext } from '@tanstack/react-router'
import { type ComponentType, useCallback, useState } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { getLoginDetails, requestLogin } from '#src/lib/login-state.ts'
import * as styles from './job-details.css.ts'
import type { ReportDialogProps } from './report-dialog.tsx'

/**
 * "Report this job" (issue #8): a quiet button, the same for every reader (the page stays public and
 * cached). A tap logs the seeker in if needed (the login modal), then opens the dialog, whose code and
 * words load only then.
 */
export function ReportJob({ jobId }: { jobId: number }) {
  const t = useMessages('jobs')
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  const [Dialog, setDialog] = useState<ComponentType<ReportDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])

  async function start() {
    if (!(getLoginDetails() ?? (await requestLogin()))) return
    const [module] = await Promise.all([import('./report-dialog.tsx'), i18n.load(['report'])])
    setDialog(() => module.ReportDialog)
    setOpen(true)
  }

  return (
    <>
      <Button variant="quiet" className={styles.report} onClick={() => void start()}>
        {t.reportJob}
      </Button>
      {Dialog && <Dialog jobId={jobId} open={open} onClose={close} />}
    </>
  )
}
