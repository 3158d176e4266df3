import axios, { type AxiosInstance } from 'axios'
import { API_BASE } from '../config/constants'
import { tokenStore } from '../config/storage'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Requests that must never start a refresh: the refresh call itself, login, register. */
    skipAuthRefresh?: boolean
    /** Set on the single retry after a refresh, so a second 401 is final. */
    isAuthRetry?: boolean
    /** The access token the request went out with; tells a stale 401 from a fresh one. */
    sentToken?: string | null
  }
}

export interface TokenStore {
  get(): string | null
  set(token: string): void
  clear(): void
}

export interface ApiClientOptions {
  baseURL: string
  tokens: TokenStore
  /** Called once when a refresh fails: the session is over. */
  onAuthFailure: () => void
}

export interface ApiClient {
  http: AxiosInstance
  /** One refresh at a time: parallel callers share the same request. Resolves with the new token. */
  refreshAccessToken: () => Promise<string>
}

function readAccessToken(data: unknown): string {
  if (
    typeof data === 'object' &&
    data !== null &&
    'accessToken' in data &&
    typeof data.accessToken === 'string'
  )
    return data.accessToken
  throw new Error('Refresh response has no access token')
}

export function createApiClient({ baseURL, tokens, onAuthFailure }: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL,
    timeout: 0,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', 'x-request-from': 'internal' },
  })

  let inflight: Promise<string> | null = null
  function refreshAccessToken(): Promise<string> {
    inflight ??= http
      .post('/auth/refresh', undefined, { skipAuthRefresh: true })
      .then((res) => {
        const token = readAccessToken(res.data)
        tokens.set(token)
        return token
      })
      .catch((error: unknown) => {
        tokens.clear()
        onAuthFailure()
        throw error
      })
      .finally(() => {
        inflight = null
      })
    return inflight
  }

  http.interceptors.request.use((config) => {
    const token = tokens.get()
    config.sentToken = token
    if (token) config.headers.set('Authorization', `Bearer ${token}`)
    return config
  })

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error
    const config = error.config
    if (config.skipAuthRefresh || config.isAuthRetry) throw error
    const current = tokens.get()
    // A refresh that finished while this request was in flight already produced a new token.
    const isStale = current !== null && current !== config.sentToken && inflight === null
    if (!isStale) {
      try {
        await refreshAccessToken()
      } catch {
        throw error
      }
    }
    config.isAuthRetry = true
    return http.request(config)
  })

  return { http, refreshAccessToken }
}

type AuthFailureHandler = () => void
let authFailureHandler: AuthFailureHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/auth') window.location.assign('/auth')
}

/** The app's router installs a handler that navigates to /auth without a page reload. */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  authFailureHandler = handler
}

export const apiClient: ApiClient = createApiClient({
  baseURL: API_BASE,
  tokens: tokenStore,
  onAuthFailure: () => authFailureHandler(),
})

export const http = apiClient.http
