import { expect, test } from './fixtures.ts'

test.describe('the API on the same origin', () => {
  test('health and readiness', async ({ request }) => {
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    const ready = await request.get('/api/ready')
    expect(ready.status()).toBe(200)
  })

  test('the OpenAPI document and its UI', async ({ request, page }) => {
    const spec = await request.get('/api/docs/json')
    expect(spec.status()).toBe(200)
    const doc = (await spec.json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toContain('/api/classifieds/classifieds/feed_v2/')

    await page.goto('/api/docs')
    await expect(page.getByText('feed_v2').first()).toBeVisible()
  })

  test('a malformed feed parameter gets a 400 with a clear message', async ({ request }) => {
    const response = await request.get('/api/classifieds/classifieds/feed_v2/?limit=abc')
    expect(response.status()).toBe(400)
    const body = (await response.json()) as { message: string; code: string }
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.message).toMatch(/limit/)
  })

  test('the root redirects to the seeker home', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/jobs')
  })
})
