// Loads a page in chromium and adds up the gzipped size of every JavaScript file it fetched.
import { gzipSync } from 'node:zlib'
import { launchBrowser } from './browser'

export interface JsLoad {
  files: Array<{ url: string; gzipBytes: number }>
  totalKb: number
}

export async function gzippedJsFor(url: string): Promise<JsLoad> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    const pending: Array<Promise<{ url: string; gzipBytes: number }>> = []
    page.on('response', (res) => {
      if ((res.headers()['content-type'] ?? '').includes('javascript')) {
        pending.push(res.body().then((b) => ({ url: res.url(), gzipBytes: gzipSync(b).length })))
      }
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const files = await Promise.all(pending)
    return { files, totalKb: files.reduce((s, f) => s + f.gzipBytes, 0) / 1024 }
  } finally {
    await browser.close()
  }
}
