import type { Translations } from '#src/i18n/translations.ts'
import { listPageHead, type SeekerHead } from '#src/lib/page-head.ts'

/** Jobs near me: its words; everything else happens in the browser, which knows where it is. */
export async function loadJobsNearMe({ i18n }: { i18n: Translations }): Promise<{ head: SeekerHead }> {
  await i18n.load(['places'])
  return { head: listPageHead(i18n, i18n.get('common').jobsNearMe, '/jobs-near-me') }
}
