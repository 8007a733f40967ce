import { categoryLocationSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'
import { switchLanguage } from './seeker-session.ts'

const DEVANAGARI = /[\u0900-\u097F]/

test.describe('seeker journey', () => {
  test('land on a slug list, filter, open a job: its page has valid JobPosting JSON-LD', async ({
    page,
    feed,
    pageErrors,
    checkA11y,
  }) => {
    const [sample] = (await feed({ limit: 1, location_slug: 'hyderabad' })).results
    if (!sample) throw new Error('the seed has no job in Hyderabad')
    const slug = categoryLocationSlug([sample.job_category.slug], sample.location.slug)

    await page.goto(`/jobs/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(sample.job_category.title)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home Page')
    await checkA11y(page)

    // The filter page starts from this list's filters.
    await page.getByRole('link', { name: 'Filter jobs' }).click()
    await expect(page).toHaveURL(/\/jobs\/jobsFiltering\?list=/)
    const filters = page.getByRole('form', { name: 'Filters' })
    await expect(filters).toBeVisible()
    await checkA11y(page)

    // A job type as well: no slug says that, so the search stays in the query string.
    await filters.locator('summary', { hasText: 'Job type' }).click()
    await filters.getByRole('checkbox').first().check()
    await filters.getByRole('button', { name: /^Show (\S+ )?jobs?$/ }).click()
    await expect(page).toHaveURL(/jobsFiltering\?.*f6=/)
    // The applied search's page has replaced the one the box was ticked on (its groups start collapsed):
    // its jobs, sponsored ones first, are the ones to read.
    await expect(filters.locator('details[open]')).toHaveCount(0)
    const results = page.getByRole('main').getByRole('article')
    await expect(results.first()).toBeVisible()

    // Open a job from the results.
    const firstTitle = results.first().getByRole('heading', { level: 2 })
    const title = (await firstTitle.textContent())?.trim() ?? ''
    await firstTitle.getByRole('link').click()
    await expect(page).toHaveURL(/\/jobs\/jobDetails\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Job Detail')
    await checkA11y(page)

    // Apply calls the API; other buttons open their link: sharing opens WhatsApp with this job's address.
    const share = page.getByRole('link', { name: 'Share on WhatsApp' })
    await expect(share).toHaveAttribute('target', '_blank')
    await expect(share).toHaveAttribute('rel', /noopener/)
    const shared = new URL((await share.getAttribute('href')) ?? '')
    expect(shared.origin + shared.pathname).toBe('https://wa.me/')
    expect(shared.searchParams.get('text')).toContain(title)
    expect(shared.searchParams.get('text')).toMatch(new RegExp(`${new URL(page.url()).pathname}$`))

    // Server-rendered: the page itself, its title in the spec's format and JSON-LD that is valid JSON.
    const response = await page.request.get(page.url())
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<title>[^<]+-in-[a-z0-9-]+-with-[^<]+ Job Id : \d+ : LocalJobs Jobs<\/title>/)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(scripts).toHaveLength(1)
    const posting = JSON.parse(scripts[0] ?? '') as Record<string, unknown>
    expect(posting['@type']).toBe('JobPosting')
    expect(posting.title).toBe(title)
    expect(posting.baseSalary).toMatchObject({ currency: 'INR', value: { unitText: 'MONTH' } })
    expect(pageErrors).toEqual([])
  })

  test('the same in Hindi: the switch remembers the language and the API is asked in Hindi', async ({
    page,
    feed,
    pageErrors,
    checkA11y,
  }) => {
    const [sample] = (await feed({ limit: 1, location_slug: 'hyderabad' })).results
    if (!sample) throw new Error('the seed has no job in Hyderabad')
    const slug = categoryLocationSlug([sample.job_category.slug], sample.location.slug)

    await page.goto(`/jobs/${slug}`)
    await switchLanguage(page, 'हिन्दी')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI)
    await checkA11y(page)

    // The choice outlives the address: a plain address is Hindi too now (the cookie).
    await page.goto('/jobs')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('नई नौकरियाँ')

    // Calls the browser makes carry the language.
    const apiCall = page.waitForRequest((request) => request.url().includes('/api/classifieds/'))
    await page.getByRole('button', { name: 'और नौकरियाँ देखें' }).click()
    expect((await apiCall).headers()['accept-language']).toBe('hi')

    await page.getByRole('link', { name: 'नौकरियाँ फ़िल्टर करें' }).click()
    await expect(page.getByRole('button', { name: 'नौकरियाँ दिखाएँ' })).toBeVisible()
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/jobs\/jobDetails\//)
    await expect(page.getByRole('heading', { name: 'नौकरी के बारे में' })).toBeVisible()
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test('a first visit speaks the browser language, and says so in its headers', async ({ request }) => {
    const response = await request.get('/jobs', { headers: { 'Accept-Language': 'te-IN,te;q=0.9,en;q=0.5' } })
    expect(response.headers()['content-language']).toBe('te')
    expect(response.headers().vary).toContain('Accept-Language')
    expect(await response.text()).toMatch(/<html[^>]* lang="te"/)
  })

  test('the sitemap page lists jobs by category and by location', async ({ page, pageErrors, checkA11y }) => {
    await page.goto('/jobs/sitemap')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Jobs by category', level: 2 })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Jobs by location', level: 2 })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Jobs in Hyderabad', exact: true })).toHaveAttribute(
      'href',
      '/jobs/jobs-in-hyderabad',
    )
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Sitemap')
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test('sitemap.xml and robots.txt', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toMatch(/Sitemap: http.+\/jobs\/sitemap\.xml/)
    const index = await request.get('/jobs/sitemap.xml')
    expect(index.headers()['content-type']).toContain('application/xml')
    expect(await index.text()).toContain('<sitemapindex')
    const lists = await (await request.get('/jobs/sitemap-lists.xml')).text()
    expect(lists).toMatch(/<loc>[^<]+\/jobs\/jobs-in-hyderabad<\/loc>/)
  })

  test('jobs near me: the browser position finds the nearest place and its jobs', async ({
    page,
    context,
    pageErrors,
    checkA11y,
  }) => {
    // Madhapur, Hyderabad
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 17.4483, longitude: 78.3915 })
    await page.goto('/jobs/jobs-near-me')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jobs near')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hyderabad')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test('jobs near me without permission says so and offers the city picker', async ({ page, checkA11y }) => {
    await page.goto('/jobs/jobs-near-me')
    await expect(page.getByRole('alert')).toContainText('permission was denied')
    await page.getByLabel('Your city').selectOption('hyderabad')
    await page.getByRole('button', { name: 'Show jobs' }).click()
    await expect(page).toHaveURL(/\/jobs\/jobs-in-hyderabad$/)
    await checkA11y(page)
  })

  test('an unknown address is a 404 page; an expired job is a 410 with noindex', async ({
    page,
    request,
    expiredJobId,
    checkA11y,
  }) => {
    const missing = await page.goto('/jobs/jobDetails/driver-in-nowhere-999999999')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await checkA11y(page)

    const id = await expiredJobId()
    const first = await request.get(`/jobs/jobDetails/${id}`, { maxRedirects: 0 })
    expect(first.status()).toBe(410)
    const gone = await page.goto(`/jobs/jobDetails/${id}`)
    expect(gone?.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer available')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0)
    await checkA11y(page)
  })

  test('/jobs/seekerHomePage moves (301) to the seeker home with its query string', async ({ request }) => {
    const response = await request.get('/jobs/seekerHomePage?lang=te&utm_source=whatsapp', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(301)
    const target = new URL(response.headers().location ?? '', 'http://x')
    expect(target.pathname).toMatch(/^\/jobs\/?$/)
    expect(Object.fromEntries(target.searchParams)).toEqual({ lang: 'te', utm_source: 'whatsapp' })
  })

  test('the other seeker pages render without serious accessibility problems', async ({
    page,
    pageErrors,
    checkA11y,
  }) => {
    // Five pages, each loaded and scanned by axe: three times the one-page timeout.
    test.slow()
    for (const path of [
      '/jobs',
      '/jobs/sponsoredJobs',
      '/jobs/location',
      '/jobs/jobsFiltering',
      '/jobs/3-years-experience-jobs',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkA11y(page)
    }
    expect(pageErrors).toEqual([])
  })
})
