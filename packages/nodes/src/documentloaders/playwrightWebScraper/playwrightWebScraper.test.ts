import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useScriptedSite } from '../../testing/scripted-site'
import { chromiumPath } from './browser-pages'

const harness = useNodeHarness()
const { site, scrape } = useScriptedSite(harness)

describe.skipIf(!existsSync(chromiumPath()))('Playwright Web Scraper with the server’s Chromium', () => {
  it('reads a page after its scripts ran, every request through the guarded fetch', async () => {
    const docs = JSON.parse(
      JSON.stringify(
        await scrape('playwrightWebScraper', {
          url: `${site().url}/`,
          waitForSelector: 'main',
          cssSelector: 'main',
        }),
      ),
    ) as { pageContent: string; metadata: Record<string, unknown> }[]
    expect(docs).toEqual([
      { pageContent: 'Rendered by a script.', metadata: { source: `${site().url}/`, title: 'Home' } },
    ])
    expect(site().requests.map((r) => r.url)).toContain('/data.json')
  }, 60_000)

  it('refuses a page the outbound guard refuses', async () => {
    const requestsBefore = site().requests.length
    await expect(scrape('playwrightWebScraper', { url: `${site().url}/` }, [])).rejects.toThrow(
      /Refused to connect|127\.0\.0\.1/,
    )
    expect(site().requests).toHaveLength(requestsBefore)
  }, 60_000)
})
