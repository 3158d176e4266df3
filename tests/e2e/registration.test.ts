// Registration control in the browser: the super admin switches registration to invitations only and
// makes a link; a visitor without one cannot register, one with it can; a unik owner invites a
// colleague into the unik with a role.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { chooseOption } from '../support/choose-option'

const ADMIN = { email: 'admin@example.com', password: 'adminpass1' }
let server: RunningServer
let browser: Browser
let adminToken = ''

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startAppServer(), launchBrowser()])
  await registerUser(server.url, ADMIN.email, ADMIN.password)
  adminToken = await login(server.url, ADMIN.email, ADMIN.password)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function pageAs(token?: string, options: { dark?: boolean; lng?: string } = {}) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  await context.addInitScript(
    ({ t, dark, lng }) => {
      if (t) localStorage.setItem('token', t)
      localStorage.setItem('isDarkMode', String(dark))
      if (lng) localStorage.setItem('i18nextLng', lng)
    },
    { t: token ?? '', dark: options.dark ?? false, lng: options.lng ?? '' },
  )
  return { context, page: await context.newPage() }
}

/** Creates a link in the open invitation dialog and returns its path (`/auth?invite=…`). */
async function createLink(page: Page, fill?: { email: string; role?: string }): Promise<string> {
  const dialog = page.getByRole('dialog')
  if (fill) await dialog.getByRole('textbox', { name: 'E-mail (optional)' }).fill(fill.email)
  if (fill?.role) {
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Role' }), fill.role)
  }
  await dialog.getByRole('button', { name: 'Create link' }).click()
  const link = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

async function registerThrough(context: BrowserContext, path: string, email: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(path)
  await page.getByText('You were invited. Create your account to join.').waitFor()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('newcomer1pass')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  return page
}

describe('registration control', () => {
  it('invitation-only registration: no link, no account; with the link, an account', async () => {
    const admin = await pageAs(adminToken)
    await admin.page.goto('/admin')
    await admin.page.getByRole('radio', { name: 'Only people with an invitation link' }).check()
    await admin.page.getByRole('button', { name: 'Save' }).click()
    await admin.page.getByText('Registration settings saved').waitFor()
    await admin.page.getByRole('button', { name: 'Invite by link' }).click()
    const path = await createLink(admin.page)
    expect(path).toMatch(/^\/auth\?invite=/)
    await screenshot(admin.page, 'registration-admin-invite-light-en')
    await admin.page.keyboard.press('Escape')

    const visitor = await pageAs()
    await visitor.page.goto('/auth')
    await visitor.page.getByRole('tab', { name: 'Register' }).click()
    await visitor.page.getByText('Registration is by invitation only.', { exact: false }).waitFor()
    expect(await visitor.page.getByRole('button', { name: 'Create account' }).count()).toBe(0)
    await registerThrough(visitor.context, path, 'invited@example.com')
    await visitor.context.close()
    await admin.context.close()
  })

  it('a unik owner invites a colleague into the unik with a role', async () => {
    const unik = await createUnik(server.url, adminToken, 'Design team')
    const owner = await pageAs(adminToken)
    await owner.page.goto(`/uniks/${unik.id}`)
    await owner.page.getByRole('button', { name: 'Invite by link' }).click()
    const path = await createLink(owner.page, { email: 'colleague@example.com', role: 'Editor' })
    await owner.context.close()

    const colleague = await pageAs()
    const page = await registerThrough(colleague.context, path, 'colleague@example.com')
    await page.getByText('Design team').first().waitFor()
    await colleague.context.close()
  })

  it('looks right in Russian and dark mode', async () => {
    const admin = await pageAs(adminToken, { dark: true, lng: 'ru' })
    await admin.page.goto('/admin?lng=ru')
    await admin.page.getByText('Кто может создать учётную запись').waitFor()
    await screenshot(admin.page, 'registration-admin-dark-ru')
    const visitor = await pageAs(undefined, { lng: 'ru' })
    await visitor.page.goto('/auth?lng=ru')
    await visitor.page.getByRole('tab', { name: 'Регистрация' }).click()
    await visitor.page.getByText('Регистрация только по приглашениям', { exact: false }).waitFor()
    await screenshot(visitor.page, 'registration-auth-invite-only-ru')
    await admin.context.close()
    await visitor.context.close()
  })
})
