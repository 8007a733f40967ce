import { expect, test } from './fixtures.ts'

// Spec section 2's advertiser addresses that live elsewhere: /advertiserHomePage is the advertiser home, and
// pages under /recruit (which the spec gives the advertiser shell) are the same pages under /hire. Both move
// permanently and keep the query string (campaign tags, ?lang=).

const location = (headers: Record<string, string>) => new URL(headers.location ?? '', 'http://x')

test('/hire/advertiserHomePage moves (301) to the advertiser home with its query string', async ({
  page,
  request,
  pageErrors,
}) => {
  const response = await request.get('/hire/advertiserHomePage?utm_source=sms&utm_campaign=hire-now', {
    maxRedirects: 0,
  })
  expect(response.status()).toBe(301)
  const target = location(response.headers())
  expect(target.pathname).toMatch(/^\/hire\/?$/)
  expect(Object.fromEntries(target.searchParams)).toEqual({ utm_source: 'sms', utm_campaign: 'hire-now' })

  await page.goto('/hire/advertiserHomePage?utm_source=sms')
  await expect(page).toHaveURL(/\/hire\/?\?utm_source=sms$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Hire local staff fast' })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('pages under /recruit move (301) to the same path under /hire, query string as sent', async ({
  page,
  request,
  pageErrors,
}) => {
  for (const [from, to] of [
    ['/recruit', '/hire'],
    ['/recruit/', '/hire/'],
    ['/recruit/signin?lang=hi&utm_source=whatsapp', '/hire/signin?lang=hi&utm_source=whatsapp'],
    ['/recruit/advertiserPostJob?q=%22a%20b%22&x=1&x=2', '/hire/advertiserPostJob?q=%22a%20b%22&x=1&x=2'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
  }
  expect((await request.get('/recruitment', { maxRedirects: 0 })).status()).toBe(404)

  // The spec's name under the other prefix ends on the advertiser home too.
  await page.goto('/recruit/advertiserHomePage?utm_medium=sms')
  await expect(page).toHaveURL(/\/hire\/?\?utm_medium=sms$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Hire local staff fast' })).toBeVisible()
  expect(pageErrors).toEqual([])
})
