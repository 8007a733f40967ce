import { and, eq } from 'drizzle-orm'
import type { Database } from '#src/db/database.ts'
import { applications } from '#src/db/schema.ts'
import type { SignedInAdvertiser } from './advertisers.ts'
import { csrfHeaders, login, type TestApp } from './app.ts'
import { pdfFile } from './files.ts'
import { aProfile, uploadResume } from './profile.ts'
import { createPost, fullPost, referencePost } from './submissions.ts'

/** A post of `advertiser` approved by ops: answers the submission's and the published job's ids. */
export async function approvedJob(
  test: TestApp,
  advertiser: SignedInAdvertiser,
  title: string,
  locale = 'en',
) {
  const created = await createPost(
    test,
    advertiser.access,
    { ...fullPost(await referencePost(test)), title },
    {
      locale,
    },
  )
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`)
  const submissionId = created.json<{ id: number }>().id
  const { submission } = await test.app.submissionLife.move(test.app.database.db, {
    submissionId,
    action: 'approve',
    actor: { kind: 'ops', userId: null },
  })
  if (!submission.classifiedId) throw new Error('the approval published no job')
  return { submissionId, classifiedId: submission.classifiedId }
}

/** A seeker with a profile and the resume `fileName` (a PDF of `data`), signed in. */
export async function seekerWithResume(test: TestApp, fileName = 'resume.pdf', data = pdfFile(300)) {
  const seeker = await login(test)
  const resume = await uploadResume(test, seeker.cookie, data, fileName)
  const saved = await test.app.inject({
    method: 'PUT',
    url: '/api/classifieds/job_seeker/profile/',
    headers: csrfHeaders(seeker.cookie),
    payload: { ...aProfile, resume: resume.id },
  })
  if (saved.statusCode !== 200) throw new Error(`profile save: ${saved.statusCode} ${saved.body}`)
  return { ...seeker, resume, data }
}

/** Applies as the seeker of `cookie` and answers the application's id (the lead's id). */
export async function applyTo(
  test: TestApp,
  database: Database,
  classifiedId: number,
  seeker: { cookie: string; userId: number },
) {
  const applied = await test.app.inject({
    url: `/api/classifieds/classifieds/${classifiedId}/apply/?type=0`,
    headers: csrfHeaders(seeker.cookie),
  })
  if (applied.statusCode !== 200) throw new Error(`apply: ${applied.statusCode} ${applied.body}`)
  const [row] = await database.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.classifiedId, classifiedId), eq(applications.userId, seeker.userId)))
  if (!row) throw new Error('no application recorded')
  return row.id
}
