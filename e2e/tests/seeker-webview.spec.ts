import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// Spec sections 4 and 7: inside the apps' web views every API call says which app it comes from (app-type),
// and the Android app's token, read from its bridge, travels as JWT-AUTHORIZATION (a JWT) or Authorization
// (a legacy token). On the plain web, neither.

/** The Android app's bridge, as the app injects it before the page runs. */
async function injectAndroidBridge(page: Page, token: string) {
  await page.addInitScript((appToken) => {
    ;(window as unknown as { Android: object }).Android = {
      getToken: () => appToken,
      logout: () => undefined,
      closeWebForm: () => undefined,
    }
  }, token)
}

/** The API call Load more makes, once the page has it. */
async function loadMoreCall(page: Page, path: string): Promise<Request> {
  await page.goto(path)
  const call = page.waitForRequest((request) => request.url().includes('/api/classifieds/'))
  await page.getByRole('button', { name: /load more/i }).click()
  return call
}

test.describe('web views', () => {
  test('in the jobs app: app-type jobs_wbv and the JWT from the bridge as JWT-AUTHORIZATION', async ({
    page,
    pageErrors,
  }) => {
    await injectAndroidBridge(page, 'aaa.bbb.ccc')
    const headers = (await loadMoreCall(page, '/jobs')).headers()
    expect(headers['app-type']).toBe('jobs_wbv')
    expect(headers['jwt-authorization']).toBe('Bearer aaa.bbb.ccc')
    expect(headers.authorization).toBeUndefined()
    expect(pageErrors).toEqual([])
  })

  test('a legacy app token goes as Authorization', async ({ page }) => {
    await injectAndroidBridge(page, 'legacy-token-42')
    const headers = (await loadMoreCall(page, '/jobs')).headers()
    expect(headers['app-type']).toBe('jobs_wbv')
    expect(headers.authorization).toBe('legacy-token-42')
    expect(headers['jwt-authorization']).toBeUndefined()
  })

  test('the news app names itself with ?app_type=news_wbv; the plain web says web and sends no token', async ({
    page,
  }) => {
    const news = (await loadMoreCall(page, '/jobs?app_type=news_wbv')).headers()
    expect(news['app-type']).toBe('news_wbv')

    const web = (await loadMoreCall(page, '/jobs')).headers()
    expect(web['app-type']).toBe('web')
    expect(web.authorization).toBeUndefined()
    expect(web['jwt-authorization']).toBeUndefined()
  })
})
