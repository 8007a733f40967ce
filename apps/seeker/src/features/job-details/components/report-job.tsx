import { Button } from '@localjobs/ui/button'
import { type ComponentType, useState } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './job-details.css.ts'
import type { ReportSheetProps } from './report-dialog.tsx'

let Sheet: ComponentType<ReportSheetProps> | undefined

/**
 * "Report this job" (issue #8): a quiet button, the same for every reader (the page stays public and
 * cached), whose label is the page's own words. A tap loads the rest (`report-dialog.tsx`: the login
 * first, the sheet and its words); `Button` keeps a tap made before the page's scripts ran.
 */
export function ReportJob({ jobId }: { jobId: number }) {
  const t = useMessages('jobs')
  const [tap, setTap] = useState(0)
  // A chunk that fails to load (a dropped connection) does nothing: the next tap tries again.
  const start = () =>
    import('./report-open.ts')
      .then((open) => open.loadReportSheet())
      .then(
        (module) => {
          Sheet = module.ReportSheet
          setTap((taps) => taps + 1)
        },
        () => undefined,
      )
  return (
    <>
      <Button variant="quiet" className={styles.report} onClick={() => void start()}>
        {t.reportJob}
      </Button>
      {Sheet && tap > 0 && <Sheet jobId={jobId} tap={tap} />}
    </>
  )
}
