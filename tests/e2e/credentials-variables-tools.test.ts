// Browser journey for the unik's credentials, variables and tools pages, on the built app.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  REDACTED_CREDENTIAL_VALUE,
  type TCredential,
  type TCredentialSummary,
  type TTool,
} from '@unikflow/graph'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'

const USER = { email: 'keys@example.com', password: 'keyspass1' }
const MEMBER = { email: 'reader@example.com', password: 'readerpass1' }
const SECRET = 'sk-e2e-secret-0123456789'

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

async function getJson<T>(token: string, path: string): Promise<{ text: string; body: T }> {
  const res = await fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  const text = await res.text()
  return { text, body: JSON.parse(text) as T }
}

async function signIn(page: Page, user = USER): Promise<void> {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Log in' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
}

describe('credentials, variables and tools journeys', () => {
  it('adds and edits a credential without exposing its key, adds a variable and a tool that survive a reload', async () => {
    await registerUser(server.url, USER.email, USER.password)
    const token = await login(server.url, USER.email, USER.password)
    const unik = await createUnik(server.url, token, 'Keys and tools')
    const base = `/uniks/${unik.id}`

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await signIn(page)

    // Credentials: empty, then the two-step add dialog.
    await page.goto(`${base}/credentials`)
    await page.getByText('No credentials yet').waitFor()
    await page.getByRole('button', { name: 'Add Credential' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('searchbox', { name: 'Search credential types' }).fill('openai')
    await dialog.getByRole('button', { name: /^OpenAI API/ }).click()
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    // Nothing typed: both required fields say so and the dialog stays.
    await expect.poll(() => dialog.getByText('This field is required').count()).toBe(2)
    await page.locator('#credential-name').fill('OpenAI main')
    const key = page.locator('#credential-field-openAIApiKey')
    await key.fill(SECRET)
    expect(await key.getAttribute('type')).toBe('password')
    await dialog.getByRole('button', { name: 'Show OpenAI Api Key' }).click()
    expect(await key.getAttribute('type')).toBe('text')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('New Credential added').waitFor()
    await page.getByRole('cell', { name: 'OpenAI main', exact: true }).waitFor()

    const list = await getJson<TCredentialSummary[]>(token, `${base}/credentials`)
    expect(list.body).toHaveLength(1)
    const id = list.body[0]?.id ?? ''
    const created = await getJson<TCredential>(token, `${base}/credentials/${id}`)
    expect(created.body.plainDataObj.openAIApiKey).toBe(REDACTED_CREDENTIAL_VALUE)
    expect(created.text).not.toContain(SECRET)
    await screenshot(page, 'credentials-list')

    // Edit: the key input starts empty (stored), only the name changes.
    await page.getByRole('button', { name: 'Edit OpenAI main' }).click()
    await expect.poll(() => page.locator('#credential-name').inputValue()).toBe('OpenAI main')
    expect(await key.inputValue()).toBe('')
    await dialog.getByText('A value is stored').waitFor()
    await screenshot(page, 'credential-edit')
    await page.locator('#credential-name').fill('OpenAI renamed')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Credential saved').waitFor()
    await page.getByRole('cell', { name: 'OpenAI renamed', exact: true }).waitFor()
    const edited = await getJson<TCredential>(token, `${base}/credentials/${id}`)
    expect(edited.body.name).toBe('OpenAI renamed')
    expect(edited.body.plainDataObj.openAIApiKey).toBe(REDACTED_CREDENTIAL_VALUE)
    expect(edited.text).not.toContain(SECRET)

    // Variables, reached through the side menu.
    await page.getByRole('link', { name: 'Variables', exact: true }).click()
    await page.waitForURL(/\/variables$/)
    await page.getByRole('button', { name: 'Add Variable' }).click()
    await page.locator('#variable-name').fill('api-base')
    await page.locator('#variable-value').fill('https://api.example.com')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await dialog.getByText('Variable name must start with a letter').waitFor()
    // What was typed is kept; fixing the name is enough.
    expect(await page.locator('#variable-value').inputValue()).toBe('https://api.example.com')
    await page.locator('#variable-name').fill('apiBase')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('New Variable added').waitFor()
    await page.getByRole('cell', { name: /^apiBase/ }).waitFor()

    // Tools: the name rule, a schema row and code.
    await page.getByRole('link', { name: 'Tools', exact: true }).click()
    await page.waitForURL(/\/tools$/)
    await page.getByRole('button', { name: 'Add Tool' }).click()
    await page.locator('#tool-name').fill('Get Weather')
    await dialog.getByText('Invalid tool name').waitFor()
    await dialog.getByRole('button', { name: 'Use get_weather' }).click()
    expect(await page.locator('#tool-name').inputValue()).toBe('get_weather')
    await page.locator('#tool-description').fill('Current weather for a city')
    await dialog.getByRole('button', { name: 'Add property' }).click()
    await dialog.getByRole('textbox', { name: 'Property of row 1' }).fill('city')
    await dialog.getByRole('textbox', { name: 'Description of row 1' }).fill('City name')
    await dialog.getByRole('checkbox', { name: 'Row 1 required' }).check()
    const code = dialog.locator('.cm-content[aria-label="JavaScript function"]')
    await code.click()
    await page.keyboard.type("return 'Sunny in ' + $city")
    await dialog.getByText('$city', { exact: true }).waitFor()
    await screenshot(page, 'tool-dialog')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('New Tool added').waitFor()
    await page.getByRole('article', { name: 'get_weather' }).waitFor()

    await page.reload()
    await page.getByRole('article', { name: 'get_weather' }).waitFor()
    await screenshot(page, 'tools-list')
    await page.goto(`${base}/variables`)
    await page.getByRole('cell', { name: /^apiBase/ }).waitFor()
    await page.goto(`${base}/credentials`)
    await page.getByRole('cell', { name: 'OpenAI renamed', exact: true }).waitFor()

    const tools = await getJson<TTool[]>(token, `${base}/tools`)
    expect(tools.body).toHaveLength(1)
    const tool = tools.body[0]
    expect(tool?.name).toBe('get_weather')
    expect(tool?.func).toBe("return 'Sunny in ' + $city")
    expect(JSON.parse(tool?.schema ?? '[]')).toEqual([
      { property: 'city', type: 'string', description: 'City name', required: true },
    ])
    await context.close()
  })

  it('exports a tool as JSON and loads it back from a .json file only; a member sees no write controls', async () => {
    const token = await login(server.url, USER.email, USER.password)
    const unik = await createUnik(server.url, token, 'Export and read')
    const base = `/uniks/${unik.id}`
    const res = await fetch(`${server.url}/api/v1${base}/tools`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'add_numbers',
        description: 'Adds two numbers',
        schema: JSON.stringify([{ property: 'a', type: 'number', description: '', required: true }]),
        func: 'return $a + 1',
      }),
    })
    expect(res.status).toBe(201)

    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    })
    const page = await context.newPage()
    await signIn(page)
    await page.goto(`${base}/tools`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export add_numbers' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('add_numbers-CustomTool.json')
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>
    expect(exported).toMatchObject({ name: 'add_numbers', func: 'return $a + 1' })
    expect(exported).not.toHaveProperty('id')

    const dir = mkdtempSync(join(tmpdir(), 'unikflow-tool-'))
    const notJson = join(dir, 'tool.txt')
    writeFileSync(notJson, JSON.stringify(exported))
    const input = page.getByLabel('Load a tool from a JSON file')
    await input.setInputFiles(notJson)
    await page.getByText('Failed to import Tool: Only .json files can be loaded.').waitFor()
    const file = join(dir, 'tool.json')
    writeFileSync(file, JSON.stringify({ ...exported, name: 'add_numbers_copy' }))
    await input.setInputFiles(file)
    const dialog = page.getByRole('dialog')
    await expect.poll(() => page.locator('#tool-name').inputValue()).toBe('add_numbers_copy')
    expect(await dialog.getByRole('textbox', { name: 'Property of row 1' }).inputValue()).toBe('a')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('article', { name: 'add_numbers_copy' }).waitFor()
    await context.close()

    // A member reads everything and changes nothing.
    await registerUser(server.url, MEMBER.email, MEMBER.password)
    const added = await fetch(`${server.url}/api/v1${base}/members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: MEMBER.email, role: 'member' }),
    })
    expect(added.ok).toBe(true)
    const second = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } })
    const reader = await second.newPage()
    await signIn(reader, MEMBER)
    await reader.goto(`${base}/tools`)
    await reader.getByRole('article', { name: 'add_numbers', exact: true }).waitFor()
    expect(await reader.getByRole('button', { name: 'Add Tool' }).count()).toBe(0)
    expect(await reader.getByRole('button', { name: 'Delete add_numbers' }).count()).toBe(0)
    await reader
      .getByRole('article', { name: 'add_numbers', exact: true })
      .getByRole('button')
      .first()
      .click()
    await reader.getByRole('dialog').getByText('return $a + 1').waitFor()
    await screenshot(reader, 'tool-view-member')
    expect(await reader.getByRole('dialog').getByRole('button', { name: 'Save' }).count()).toBe(0)
    await reader.keyboard.press('Escape')
    await reader.goto(`${base}/credentials`)
    await reader.getByText('Editors of this unik can add credentials.').waitFor()
    expect(await reader.getByRole('button', { name: 'Add Credential' }).count()).toBe(0)
    await reader.goto(`${base}/variables`)
    await reader.getByText('Editors of this unik can add variables.').waitFor()
    expect(await reader.getByRole('button', { name: 'Add Variable' }).count()).toBe(0)
    await second.close()
  })
})
