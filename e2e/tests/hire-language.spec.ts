import { expect, test } from './fixtures.ts'
import { switchLanguage } from './seeker-session.ts'

test("the hire header's language menu reloads the page in the chosen language, and the choice stays", async ({
  page,
  pageErrors,
  checkA11y,
}) => {
  await page.goto('/hire')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Post a job' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await switchLanguage(page, 'हिन्दी')
  await expect(page).toHaveURL(/\/hire\/?\?lang=hi$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(banner.getByRole('link', { name: 'नौकरी पोस्ट करें' })).toBeVisible()
  await checkA11y(page)

  // The server remembers the choice (a cookie): the page comes in Hindi again without ?lang=.
  await page.goto('/hire')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

  await switchLanguage(page, 'తెలుగు')
  await expect(page.locator('html')).toHaveAttribute('lang', 'te')
  await expect(banner.getByRole('link', { name: 'ఉద్యోగం పోస్ట్ చేయండి' })).toBeVisible()
  // The closed menu marks the page's language as the current one.
  await expect(banner.getByRole('link', { name: 'తెలుగు', includeHidden: true })).toHaveAttribute(
    'aria-current',
    'true',
  )

  await switchLanguage(page, 'English')
  await expect(banner.getByRole('link', { name: 'Post a job' })).toBeVisible()
  expect(pageErrors).toEqual([])
})
