// Adds up the gzipped size of every JavaScript file a page fetches.
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { launchBrowser } from './browser'

export interface JsLoad {
  files: Array<{ url: string; gzipBytes: number }>
  totalKb: number
}

/** Starts recording JS responses on `page`; call the returned function once the page has loaded. */
export function trackJs(page: Page): () => Promise<JsLoad> {
  const pending: Array<Promise<{ url: string; gzipBytes: number }>> = []
  page.on('response', (res) => {
    if ((res.headers()['content-type'] ?? '').includes('javascript')) {
      pending.push(res.body().then((b) => ({ url: res.url(), gzipBytes: gzipSync(b).length })))
    }
  })
  return async () => {
    const files = await Promise.all(pending)
    return { files, totalKb: files.reduce((s, f) => s + f.gzipBytes, 0) / 1024 }
  }
}

export async function gzippedJsFor(url: string): Promise<JsLoad & { wireKb: number }> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    const done = trackJs(page)
    // Bytes as sent over the wire (compressed or not) for every response of the page, not only JS.
    const sizes: Array<Promise<number>> = []
    page.on('requestfinished', (req) => {
      sizes.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const wire = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
    return { ...(await done()), wireKb: wire / 1024 }
  } finally {
    await browser.close()
  }
}
