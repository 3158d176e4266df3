// Browser journeys for the platform foundation, against the built app on SQLite.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { trackJs } from '../support/gzipped-js'

const OWNER = { email: 'owner@example.com', password: 'ownerpass1' }
const MEMBER = { email: 'member@example.com', password: 'memberpass1' }

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  // Several people register here on their own (the server's default is invitations only).
  server = await startAppServer({ REGISTRATION: 'open' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  return { context, page }
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Log in' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
}

describe('foundation journeys', () => {
  it('register, log in, create a unik, add a member who sees it read-only', async () => {
    const { context, page } = await newPage()
    const loadedJs = trackJs(page)
    await page.goto('/uniks')
    await page.waitForURL(/\/auth/)
    await page.getByRole('tab', { name: 'Register' }).click()
    // The sign-in page checks credentials without the contracts' zod schemas (graph's auth-rules.ts), so zod
    // stays in its own chunk for the pages that parse with it.
    const authChunks = (await loadedJs()).files.map((f) => new URL(f.url).pathname)
    expect(authChunks.some((p) => p.includes('/AuthPage-'))).toBe(true)
    expect(authChunks.filter((p) => /\/zod-[^/]+\.js$/.test(p))).toEqual([])
    await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email)
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('Password does not meet requirements')
    await page.getByLabel('Password').fill(OWNER.password)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(/\/uniks$/)

    // Log out and back in through the form.
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL(/\/auth/)
    await page.getByRole('tab', { name: 'Log in' }).click()
    await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email)
    await page.getByLabel('Password').fill('wrongpass1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('Invalid login credentials')
    await page.getByLabel('Password').fill(OWNER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'))

    await page.goto('/uniks')
    await page.getByRole('button', { name: 'Create' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Support bots')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Bots for the help desk')
    await dialog.getByRole('button', { name: 'Create' }).click()
    const card = page.getByRole('article', { name: 'Support bots' })
    await expect.poll(() => card.count()).toBe(1)
    await screenshot(page, 'uniks-list-light-en')

    await registerUser(server.url, MEMBER.email, MEMBER.password)
    await card.getByRole('link').first().click()
    await page.waitForURL(/\/uniks\/[^/]+$/)
    const unikUrl = new URL(page.url()).pathname
    // The members panel renders once the unik has loaded; the address must be in the box before Add.
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill(MEMBER.email)
    await expect.poll(() => email.inputValue()).toBe(MEMBER.email)
    await page.getByRole('button', { name: 'Add member' }).click()
    await expect
      .poll(() => page.getByRole('combobox', { name: `Role of ${MEMBER.email}` }).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    await screenshot(page, 'unik-dashboard-owner')
    await context.close()

    const second = await newPage()
    await signIn(second.page, MEMBER.email, MEMBER.password)
    await second.page.goto('/uniks')
    const memberCard = second.page.getByRole('article', { name: 'Support bots' })
    await expect.poll(() => memberCard.count(), { timeout: 15_000 }).toBe(1)
    expect(await memberCard.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    expect(await memberCard.getByRole('button', { name: 'Delete' }).count()).toBe(0)
    await second.page.goto(unikUrl)
    await second.page.getByRole('link', { name: 'Back to Uniks' }).waitFor()
    expect(await second.page.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    expect(await second.page.getByRole('button', { name: 'Add member' }).count()).toBe(0)
    expect(await second.page.getByRole('combobox', { name: `Role of ${OWNER.email}` }).count()).toBe(0)
    await screenshot(second.page, 'unik-dashboard-member')
    // The server agrees: a member cannot rename the unik.
    const token = await login(server.url, MEMBER.email, MEMBER.password)
    const res = await fetch(`${server.url}/api/v1${unikUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Hijacked' }),
    })
    expect(res.status).toBe(403)
    await second.context.close()
  })

  it('keeps dark mode across a reload', async () => {
    const { context, page } = await newPage()
    await signIn(page, OWNER.email, OWNER.password)
    const toggle = page.getByRole('switch', { name: 'Dark mode' })
    expect(await toggle.isChecked()).toBe(false)
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await toggle.click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('true')
    await page.reload()
    await page.getByRole('switch', { name: 'Dark mode' }).waitFor()
    expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true)
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(darkBg).not.toBe(lightBg)
    const [r, g, b] = (darkBg.match(/\d+/g) ?? []).map(Number)
    expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(200)
    await screenshot(page, 'uniks-list-dark-en')
    await context.close()
  })

  it('shows Russian texts with ?lng=ru', async () => {
    const { context, page } = await newPage()
    await page.goto('/auth?lng=ru')
    await page.getByRole('tab', { name: 'Вход' }).waitFor()
    expect(await page.getByRole('button', { name: 'Войти' }).count()).toBe(1)
    expect(await page.getByRole('tab', { name: 'Регистрация' }).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru')
    await screenshot(page, 'auth-ru')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect.poll(() => page.getByRole('alert').first().textContent()).not.toContain('Email and password')
    await context.close()
  })

  it('a banned user is sent to /auth on their next action', async () => {
    const user = await newPage()
    await signIn(user.page, MEMBER.email, MEMBER.password)
    await user.page.goto('/uniks')
    await user.page.getByRole('article', { name: 'Support bots' }).waitFor()

    const admin = await newPage()
    await signIn(admin.page, OWNER.email, OWNER.password)
    await admin.page.goto('/admin')
    const banned = admin.page.getByRole('switch', { name: `Banned: ${MEMBER.email}` })
    const banSaved = admin.page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/admin/users/') && r.ok(),
    )
    await banned.click()
    await banSaved
    await expect.poll(() => banned.isChecked()).toBe(true)
    await screenshot(admin.page, 'admin-light-en')

    await user.page.getByRole('article', { name: 'Support bots' }).getByRole('link').first().click()
    await user.page.waitForURL(/\/auth/)
    // And they cannot sign in again.
    await user.page.getByRole('tab', { name: 'Log in' }).click()
    await user.page.getByRole('textbox', { name: 'Email' }).fill(MEMBER.email)
    await user.page.getByLabel('Password').fill(MEMBER.password)
    await user.page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => user.page.getByRole('alert').first().isVisible()).toBe(true)
    expect(new URL(user.page.url()).pathname).toBe('/auth')
    await user.context.close()
    await admin.context.close()
  })

  it('shows a not-authorized page at /admin for a non-admin', async () => {
    const third = { email: 'third@example.com', password: 'thirdpass1' }
    await registerUser(server.url, third.email, third.password)
    const token = await login(server.url, third.email, third.password)
    await createUnik(server.url, token, 'Third space')
    const { context, page } = await newPage()
    await signIn(page, third.email, third.password)
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Not authorized' }).waitFor()
    expect(await page.getByRole('switch', { name: /^Banned:/ }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Admin panel' }).count()).toBe(0)
    await context.close()
  })
})
