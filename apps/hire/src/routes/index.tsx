import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { createFileRoute } from '@tanstack/react-router'
import { Hero } from '#src/features/home/components/hero.tsx'
import { HowItWorks } from '#src/features/home/components/how-it-works.tsx'
import { hireApp } from '#src/lib/site.ts'

export const Route = createFileRoute('/')({
  staticData: { screen: 'advertiser_home' },
  head: ({ match }) => {
    const t = match.context.i18n.get('common')
    return pageHead(hireApp, {
      title: t.homeTitle,
      description: t.homeDescription,
      path: '/',
      publicOrigin: match.context.site.publicOrigin,
      locale: match.context.site.locale,
    })
  },
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
