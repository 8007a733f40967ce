import type { Translations } from '#src/i18n/translations.ts'
import type { SeekerHead } from '#src/lib/page-head.ts'

/**
 * The page's words (its own, and the month names that live with the job page's) and head; the list itself is
 * the seeker's own and loads in the browser.
 */
export async function loadMyApplications({ i18n }: { i18n: Translations }): Promise<{ head: SeekerHead }> {
  await i18n.load(['applications', 'jobs'])
  const t = i18n.get('applications')
  return { head: { title: t.title, description: t.description, path: '/my-applications', robots: 'noindex' } }
}
