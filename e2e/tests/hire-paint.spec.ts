import { expect, test } from './fixtures.ts'

// The advertiser home paints from its HTML before any script loads, as the job lists do (decision 020; the
// Lighthouse budget holds its LCP to 1.1x the job list's): its styles are in the HTML, nothing is preloaded
// ahead of the paint, and the scripts come once the page is on screen.
test('/hire sends its styles in the HTML and its scripts only after the first paint', async ({
  page,
  request,
  pageErrors,
}) => {
  const html = await (await request.get('/hire')).text()
  expect(html).toMatch(/<style [^>]*data-tsr-inline-css/)
  expect(html).not.toMatch(/<link rel="stylesheet"/)
  expect(html).not.toMatch(/<link rel="modulepreload"/)
  expect(html).not.toMatch(/<script type="module"[^>]*\ssrc=/)

  await page.goto('/hire')
  await expect(page.getByRole('heading', { level: 1, name: 'Hire local staff fast' })).toBeVisible()
  // Then the scripts load: the first one starts after the first contentful paint.
  const firstScriptStart = () =>
    page.evaluate(() => {
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/hire\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime)
      return starts.length > 0 ? Math.min(...starts) : null
    })
  await expect.poll(firstScriptStart).not.toBeNull()
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  )
  expect(await firstScriptStart()).toBeGreaterThan(firstPaint)
  expect(pageErrors).toEqual([])
})
