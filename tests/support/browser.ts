// Debian's chromium driven by playwright-core (never a downloaded browser).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // This Chromium builds its address bar's popup as a WebUI page, preloaded in a renderer of its own for each
  // new window (chrome://omnibox-popup.top-chrome): ~0.5 s of CPU per context, beside the page under test,
  // for a popup no test opens. A person's browser pays it once per window, not per page load.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
]

/**
 * Every context (and `newPage`, which makes one) asks for reduced motion unless told otherwise: the app then
 * drops its transitions, as it does for a person who asks for less motion, so a journey never waits on, or
 * clicks through, a dialog or menu still fading. Chromium's own switch for it is overridden by Playwright's
 * per-context media emulation, hence the default here.
 */
function withReducedMotion(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser)
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options })
  return browser
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  return withReducedMotion(browser)
}

/**
 * A browser for 3D/AR pages: WebGL rendered in software (SwiftShader) and a fake camera that needs no prompt
 * (`extraArgs` e.g. `--use-file-for-fake-video-capture=<y4m>` to show it a picture).
 */
export async function launchWebGLBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'),
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...extraArgs,
    ],
  })
  return withReducedMotion(browser)
}

/**
 * Screenshots land in test-results/screenshots (git-ignored) for a person to look at: the whole page, also
 * below the fold. A full-page capture lays the page out and paints it again at its full height and back
 * (60 ms of CPU against 35 ms for the viewport on the flow list); most pages fit the viewport, and then
 * the viewport's capture is the same picture.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(process.cwd(), 'test-results', 'screenshots')
  mkdirSync(dir, { recursive: true })
  const path = join(dir, `${name}.png`)
  const fullPage = await page.evaluate(() => {
    const root = document.documentElement
    return root.scrollHeight > window.innerHeight || root.scrollWidth > window.innerWidth
  })
  await page.screenshot({ path, fullPage })
  return path
}
