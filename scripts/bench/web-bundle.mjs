// Loads a page in chromium and adds up the gzipped size of every JS file it fetched.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_PATH } from '../ensure-chromium.mjs'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function gzippedJsFor(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    const bodies = []
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? ''
      if (type.includes('javascript'))
        bodies.push(res.body().then((b) => ({ url: res.url(), size: gzipSync(b).length })))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const files = await Promise.all(bodies)
    return { files, totalKb: files.reduce((s, f) => s + f.size, 0) / 1024 }
  } finally {
    await browser.close()
  }
}
