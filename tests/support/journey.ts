// What most journeys start from: a signed-up user with a unik on a running server, a JSON API client
// with the user's token, a Fake OpenAI credential, and browser pages already signed in.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createUnik, login, registerUser } from './api'
import type { RunningServer } from './app-server'

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
