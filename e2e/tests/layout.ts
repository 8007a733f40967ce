import type { Page, TestInfo } from '@playwright/test'

// The layout check every app's pages go through (seeker-layout.spec.ts, hire-layout.spec.ts). The test
// device is a 360 px Android phone in Telugu (the longest words); 320 px is the narrowest phone still sold.
// Every page, in every language, must fit without sideways scrolling and offer touch targets a thumb can
// hit. The specs that use it run in one project (phone-360): they set their own viewport sizes.

export const WIDTHS = [320, 360] as const
export const LOCALES = ['en', 'hi', 'te'] as const
/** WCAG 2.5.5 asks 44 CSS px; our own design rule is 48 (vars.size.touchTarget). */
export const MIN_TARGET = 44

interface Problem {
  what: string
  width: number
  height: number
}

/** What does not fit: the page wider than the screen, and interactive elements smaller than a thumb. */
export async function layoutProblems(page: Page, width: number) {
  return page.evaluate(
    ({ width, minTarget }) => {
      const overflow = document.documentElement.scrollWidth > width
      const wide: string[] = []
      const small: Problem[] = []
      const describe = (el: Element) => {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
        const label = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? ''
        return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${label || text}`
      }
      const visible = (el: Element) => {
        const style = getComputedStyle(el)
        if (style.visibility === 'hidden' || style.display === 'none') return false
        const rect = el.getBoundingClientRect()
        // Visually hidden (clipped to 1 px) and off-screen skip links are not targets until focused.
        if (rect.width <= 1 || rect.height <= 1) return false
        if (rect.right <= 0 || rect.bottom + window.scrollY <= 0) return false
        return !el.closest('[aria-hidden="true"], [inert], details:not([open]) > :not(summary)')
      }
      if (overflow) {
        for (const el of document.body.querySelectorAll('*')) {
          const rect = el.getBoundingClientRect()
          if (rect.right > width + 0.5 && visible(el)) wide.push(`${describe(el)} (right edge ${rect.right})`)
        }
      }
      const targets = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="option"], [role="checkbox"], [role="radio"], [role="combobox"]',
      )
      // An open modal dialog makes the page behind it inert: only its own controls can be tapped.
      const modal = document.querySelector('dialog[open]')
      for (const el of targets) {
        if (modal && !modal.contains(el)) continue
        // A checkbox or radio is tapped through its label: measure the label.
        const choice = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
        // A link stretched over its card with an absolutely placed ::after is tapped anywhere on the card.
        const after = getComputedStyle(el, '::after')
        const stretched = after.content !== 'none' && after.position === 'absolute'
        const target = choice
          ? (el.closest('label') ?? el.labels?.[0] ?? el)
          : stretched && el instanceof HTMLElement
            ? (el.offsetParent ?? el)
            : el
        if (!visible(target)) continue
        const rect = target.getBoundingClientRect()
        if (rect.height < minTarget - 0.5 || rect.width < minTarget - 0.5)
          small.push({
            what: describe(target),
            width: Math.round(rect.width),
            height: Math.round(rect.height),
          })
      }
      return { overflow, scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 8), small }
    },
    { width, minTarget: MIN_TARGET },
  )
}

/** Every problem on the page, one line each: 'where: the page is 397 px wide: ...' or a small target. */
export async function problemsOn(page: Page, width: number, where: string): Promise<string[]> {
  const found = await layoutProblems(page, width)
  return [
    ...(found.overflow
      ? [`${where}: scrolls sideways, ${found.scrollWidth} px wide: ${found.wide.join('; ')}`]
      : []),
    ...found.small.map((p) => `${where}: touch target ${p.width}x${p.height} px: ${p.what}`),
  ]
}

/** Pages by name, e.g. { home: '/hire' }. */
export interface Routes {
  [name: string]: string
}

/** The path with `?lang=` (or `&lang=`) added: the page in that language, whatever the cookie says. */
export const withLang = (path: string, locale: string) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`

/** A screenshot of what the phone shows, attached to the e2e report (e2e/playwright-report). */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' })
}

/**
 * The step names of every stepper on the page (an `<ol>` named by aria-label whose items hold a drawn marker
 * and a name) that the eye sees: a name broken inside a word ('అవసరా-లు' over two lines) or wider than its
 * box is a problem. Each word of a visible name is measured as a Range: a word drawn on two lines has boxes
 * at two heights. Names hidden for screen readers only (1 px, clipped) are not looked at.
 */
export async function stepperProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = []
    for (const list of document.querySelectorAll('ol[aria-label]')) {
      if (!list.querySelector(':scope > li > [aria-hidden="true"]')) continue
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('[aria-hidden="true"]')) continue
        const box = parent.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1) continue
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0)
          const lines = new Set(rects.map((rect) => Math.round(rect.top)))
          if (lines.size > 1) problems.push(`'${match[0]}' is broken over ${lines.size} lines`)
          const right = Math.max(...rects.map((rect) => rect.right))
          const left = Math.min(...rects.map((rect) => rect.left))
          if (right > box.right + 0.5 || left < box.left - 0.5)
            problems.push(`'${match[0]}' is wider than its box (${Math.round(box.width)} px)`)
        }
      }
    }
    return problems
  })
  return found.map((problem) => `${where}: stepper: ${problem}`)
}
