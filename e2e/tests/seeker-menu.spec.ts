import { hydrated } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'
import { logInFromHeader } from './seeker-session.ts'

// The header's Menu (decision 016): a plain link to /jobs/jobs-menu before the scripts run, the same menu
// as a sheet over the page once they have.

test.describe('the site menu', () => {
  test('without JavaScript, Menu is a link to the menu page, which has everything the header leaves out', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    })
    const page = await context.newPage()
    await page.goto('/jobs')
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click()

    await expect(page).toHaveURL(/\/jobs\/jobs-menu$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Jobs near me' })).toHaveAttribute(
      'href',
      '/jobs/jobs-near-me',
    )
    await expect(main.getByRole('link', { name: 'Hire staff' })).toHaveAttribute('href', '/hire')
    await expect(main.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/jobs/jobs-menu?lang=hi')
    await context.close()
  })

  test('once the scripts run, Menu opens a sheet; a choice in it navigates and closes it; Escape gives the focus back', async ({
    page,
    pageErrors,
    checkA11y,
  }) => {
    await page.goto('/jobs')
    // Until the scripts run, Menu is a link to the menu page (the test above); the sheet needs them.
    await hydrated(page)
    const menuLink = page.getByRole('banner').getByRole('link', { name: 'Menu' })

    await menuLink.click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet).toBeVisible()
    await expect(page).toHaveURL(/\/jobs\/?$/)
    await checkA11y(page)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(menuLink).toBeFocused()

    await menuLink.click()
    await sheet.getByRole('link', { name: 'All job categories and places' }).click()
    await expect(page).toHaveURL(/\/jobs\/sitemap$/)
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(pageErrors).toEqual([])
  })

  test('logged in, the menu leads to your profile and applications, and logs you out', async ({
    page,
    request,
    pageErrors,
  }) => {
    await page.goto('/jobs')
    await logInFromHeader(page, request)

    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet.getByRole('link', { name: 'My job profile' })).toHaveAttribute(
      'href',
      '/jobs/seeker_profile',
    )
    await expect(sheet.getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/jobs/my-applications',
    )
    await sheet.getByRole('button', { name: 'Log out' }).click()
    await expect(sheet.getByRole('button', { name: 'Log in' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Close the menu' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
    expect(pageErrors).toEqual([])
  })
})
