import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { createFileRoute } from '@tanstack/react-router'
import { Hero } from '#src/features/home/components/hero.tsx'
import { HowItWorks } from '#src/features/home/components/how-it-works.tsx'
import { hireApp } from '#src/lib/site.ts'

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead(hireApp, {
      title: 'Hire local staff fast',
      description:
        'Post a job and reach people looking for work near your business. Every post is reviewed by our team.',
      path: '/',
      publicOrigin: match.context.site.publicOrigin,
    }),
  headers: ({ match }) => publicPageHeaders(match.status, 300),
  component: AdvertiserHomePage,
})

function AdvertiserHomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
    </>
  )
}
