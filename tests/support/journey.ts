// What most journeys start from: a signed-up user with a unik on a running server, a JSON API client
// with the user's token, a Fake OpenAI credential, and browser pages already signed in; `setUpJourney`
// registers all of it (and its teardown) at once.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { createUnik, login, registerUser } from './api'
import { startAppServer, type RunningServer } from './app-server'
import { launchBrowser } from './browser'

export type ApiCall = <T>(path: string, init?: RequestInit) => Promise<T>

export interface JourneyUser {
  token: string
  unikId: string
  /** `/api/v1` + path with the user's token; throws on a non-2xx answer. */
  api: ApiCall
}

export async function journeyUser(
  server: RunningServer,
  user: { email: string; password: string },
  unikName: string,
): Promise<JourneyUser> {
  await registerUser(server.url, user.email, user.password)
  const token = await login(server.url, user.email, user.password)
  const unikId = (await createUnik(server.url, token, unikName)).id
  const api: ApiCall = async <T>(path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  return { token, unikId, api }
}

/** An OpenAI credential of the unik whose base path is testkit's fake server; returns its id. */
export async function addFakeOpenAiCredential(
  user: JourneyUser,
  baseUrl: string,
  name = 'Fake OpenAI',
): Promise<string> {
  const created = await user.api<{ id: string }>(`/uniks/${user.unikId}/credentials`, {
    method: 'POST',
    body: JSON.stringify({
      name,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-test', basePath: baseUrl },
    }),
  })
  return created.id
}

/** A new browser context signed in as the user (token in localStorage), in the theme and language given. */
export async function signedInPage(
  browser: Browser,
  server: RunningServer,
  token: string,
  options: { dark?: boolean; lang?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } })
  await context.addInitScript(
    ({ t, isDark, lang }) => {
      localStorage.setItem('token', t)
      localStorage.setItem('isDarkMode', String(isDark))
      localStorage.setItem('i18nextLng', lang)
    },
    { t: token, isDark: options.dark ?? false, lang: options.lang ?? 'en' },
  )
  return { context, page: await context.newPage() }
}

export interface Journey extends JourneyUser {
  server: RunningServer
  browser: Browser
  /** testkit's fake OpenAI-compatible server; not started with `fakeOpenAI: false`. */
  fake: FakeOpenAI
  /** The id of the unik's Fake OpenAI credential ('' with `credential: false`). */
  credentialId: string
  /** A new browser context signed in as the user, in the theme and language given. */
  signedInPage(options?: { dark?: boolean; lang?: string }): Promise<{ context: BrowserContext; page: Page }>
  /** The page of a new signed-in context (closed with the browser). */
  newPage(options?: { dark?: boolean; lang?: string }): Promise<Page>
}

/**
 * Registers the setup most journeys share: before all, the fake OpenAI server, the built server (with
 * `serverEnv`), a browser, the signed-up user with a unik and a Fake OpenAI credential; after all, it stops
 * them. The object it returns is filled in its `beforeAll`, so a journey reads it inside its hooks and tests.
 */
export function setUpJourney(options: {
  user: { email: string; password: string }
  unikName: string
  /** Start testkit's fake OpenAI server (true unless given). */
  fakeOpenAI?: boolean
  /** The name of a credential at the fake server ('Fake OpenAI' unless given); false: none. */
  credential?: string | false
  serverEnv?: Record<string, string>
}): Journey {
  // Filled in beforeAll, before any test or later hook of the journey reads it.
  const journey = {} as Journey
  beforeAll(async () => {
    const fake = options.fakeOpenAI !== false
    if (fake) journey.fake = await startFakeOpenAI()
    journey.server = await startAppServer(options.serverEnv)
    journey.browser = await launchBrowser()
    Object.assign(journey, await journeyUser(journey.server, options.user, options.unikName))
    journey.credentialId =
      !fake || options.credential === false
        ? ''
        : await addFakeOpenAiCredential(journey, journey.fake.baseUrl, options.credential)
    journey.signedInPage = (pageOptions) =>
      signedInPage(journey.browser, journey.server, journey.token, pageOptions)
    journey.newPage = async (pageOptions) => (await journey.signedInPage(pageOptions)).page
  })
  afterAll(async () => {
    // Each may be missing when beforeAll failed part way.
    const { browser, server, fake } = journey as Partial<Journey>
    await browser?.close()
    await server?.stop()
    await fake?.close()
  })
  return journey
}
