// A returning visitor: the browser revalidates the cached app shell (`304 Not Modified`) and merges the
// 304's headers into the cached page; the page must still run its scripts and show the app.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'

const journey = setUpJourney({
  user: { email: 'returning@example.com', password: 'returning1' },
  unikName: 'Returning',
  fakeOpenAI: false,
})

/** The CSP violations the page reports. */
function watchViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text())
  })
  return violations
}

describe('returning visit', () => {
  it.each([
    { lang: 'en', dark: false, heading: 'Uniks', chatflows: 'Chatflows' },
    { lang: 'ru', dark: true, heading: 'Юники', chatflows: 'Чатфлоу' },
  ])('$lang: `/` and a deep link, visited again and reloaded, show the app', async (c) => {
    const { context, page } = await journey.signedInPage({ lang: c.lang, dark: c.dark })
    const violations = watchViolations(page)
    const deepLink = `/uniks/${journey.unikId}/chatflows`
    for (const [path, heading] of [
      ['/', c.heading],
      [deepLink, c.chatflows],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { name: heading }).first().waitFor()
      // The second visit and the reloads revalidate the cached page.
      for (const again of [() => page.goto(path), () => page.reload(), () => page.reload()]) {
        // Chromium reports a revalidated page as the cached 200 with the 304's headers merged in.
        const response = await again()
        await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 10_000 })
        expect(response?.headers()['content-security-policy'] ?? '').toContain("script-src 'self'")
      }
    }
    await screenshot(page, `returning-visit-${c.lang}`)
    expect(violations).toEqual([])
    await context.close()
  })
})
