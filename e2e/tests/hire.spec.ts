import { expect, test } from './fixtures.ts'

test('/hire renders the advertiser home in the advertiser shell', async ({
  page,
  request,
  pageErrors,
  checkA11y,
}) => {
  const response = await request.get('/hire')
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('Post a job')

  await page.goto('/hire')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: /post a job/i })).toBeVisible()
  await checkA11y(page)
  expect(pageErrors).toEqual([])
})
