// A fresh install and a first flow as a new user meets them: the first visit opens on Create account
// (nobody can sign in yet), and an input that takes several connections is marked by an icon with its
// meaning, not a raw "[…]" after its label.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow } from '@unikflow/graph'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { flowiseFixturesDir } from '@unikflow/testkit/fixtures'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  // Two people sign up on their own here (the server's default is invitations only).
  ;[server, browser] = await Promise.all([startAppServer({ REGISTRATION: 'open' }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function pageIn(lang: string, dark: boolean, token = ''): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } })
  await context.addInitScript(
    ({ t, isDark, lng }) => {
      if (t) localStorage.setItem('token', t)
      localStorage.setItem('isDarkMode', String(isDark))
      localStorage.setItem('i18nextLng', lng)
    },
    { t: token, isDark: dark, lng: lang },
  )
  return context.newPage()
}

describe('a fresh install', () => {
  it.each([
    { lang: 'en', dark: false, create: 'Create account' },
    { lang: 'ru', dark: true, create: 'Создать учётную запись' },
  ])('$lang: the first visit opens on Create account', async (c) => {
    const page = await pageIn(c.lang, c.dark)
    await page.goto('/')
    await page.getByRole('button', { name: c.create }).waitFor()
    await screenshot(page, `fresh-install-${c.lang}`)
    await page.context().close()
  })

  it.each([
    { lang: 'en', dark: false, many: 'Takes several connections' },
    { lang: 'ru', dark: true, many: 'Принимает несколько подключений' },
  ])('$lang: an input taking several connections carries an icon with its meaning, no raw […]', async (c) => {
    const email = `first-${c.lang}@example.com`
    await registerUser(server.url, email, 'firstpass1')
    const token = await login(server.url, email, 'firstpass1')
    const unikId = (await createUnik(server.url, token, 'First')).id
    const res = await fetch(`${server.url}/api/v1/uniks/${unikId}/chatflows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Chain',
        type: 'CHATFLOW',
        flowData: readFileSync(join(flowiseFixturesDir, 'llm-chain.json'), 'utf8'),
      }),
    })
    const flow = (await res.json()) as TChatflow
    const page = await pageIn(c.lang, c.dark, token)
    await page.goto(`/uniks/${unikId}/chatflows/${flow.id}`)
    const chain = page.getByTestId('node-llmChain_0')
    await chain.waitFor()
    // LLM Chain's Input Moderation takes several.
    await chain.getByRole('img', { name: c.many }).waitFor()
    await expect(page.locator('.react-flow__node').getByText('[…]').count()).resolves.toBe(0)
    await screenshot(page, `fresh-install-card-${c.lang}`)
    await page.context().close()
  })
})
