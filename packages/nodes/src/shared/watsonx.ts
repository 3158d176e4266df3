import type { TNodeContext } from '../context'
import { NodeInputError } from './read-inputs'
import { BODY_LIMITS, readBodyJson, readBodyText } from './read-body'
import { isRecord } from '@unikflow/graph'
import { postProviderJson } from './prompt-llm'

const IAM_TOKEN_URL = 'https://iam.cloud.ibm.com/identity/token'
/** A token is asked again this long before IBM says it expires. */
const EXPIRY_MARGIN_MS = 60_000

/** A watsonx.ai project as the `ibmWatsonx` credential gives it, and a way to call its REST API. */
export type TWatsonx = {
  readonly projectId: string
  /** The credential's Service URL, without a trailing slash. */
  readonly serviceUrl: string
  /** The URL of `/ml/v1/<path>` with the credential's API version. */
  url(path: string): string
  /** The authorization header (an IAM token is asked for when there is none yet or it expires). */
  headers(): Promise<Record<string, string>>
  /** POSTs `body` to `/ml/v1/<path>?version=…` with the project's token; the answer's JSON. */
  post(path: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<Record<string, unknown>>
}

type TToken = { value: string; expiresAt: number }

async function askIamToken(fetch: typeof globalThis.fetch, url: string, apiKey: string): Promise<TToken> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'urn:ibm:params:oauth:grant-type:apikey',
      apikey: apiKey,
    }).toString(),
  })
  if (!res.ok) {
    const detail = (await readBodyText(res, { maxBytes: 2048, beyond: 'cut' })).slice(0, 200)
    throw new Error(`IBM Cloud IAM refused the API key: HTTP ${res.status}${detail ? ` ${detail}` : ''}`)
  }
  const answer = await readBodyJson(res, BODY_LIMITS.apiJson, 'IBM Cloud IAM’s answer')
  const token = isRecord(answer) && typeof answer.access_token === 'string' ? answer.access_token : ''
  if (!token) throw new Error('IBM Cloud IAM answered no access token')
  const seconds = isRecord(answer) && typeof answer.expires_in === 'number' ? answer.expires_in : 3600
  return { value: token, expiresAt: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS }
}

/**
 * The watsonx.ai project of the node's credential, called through `fetch` (the run's guarded model fetch):
 * a bearer token as given, or an IAM API key exchanged for a token (kept until shortly before it expires).
 */
export async function watsonxOf(ctx: TNodeContext, fetch: typeof globalThis.fetch): Promise<TWatsonx> {
  const c = await ctx.getCredential()
  const serviceUrl = (c.serviceUrl ?? '').trim().replace(/\/+$/, '')
  const version = (c.version ?? '').trim()
  const projectId = (c.projectId ?? '').trim()
  if (!serviceUrl || !version || !projectId)
    throw new NodeInputError(
      `${ctx.label}: the IBM Watsonx credential needs its Service URL, Version and Project ID`,
    )
  const bearer = c.watsonxAIAuthType === 'bearertoken'
  const secret = (bearer ? c.watsonxAIBearerToken : c.watsonxAIApikey)?.trim() ?? ''
  if (!secret)
    throw new NodeInputError(
      `${ctx.label}: the IBM Watsonx credential needs ${bearer ? 'its bearer token' : 'its IAM API key'}`,
    )
  let token: TToken | undefined = bearer ? { value: secret, expiresAt: Infinity } : undefined
  const tokenNow = async () => {
    if (!token || token.expiresAt <= Date.now())
      token = await askIamToken(fetch, c.iamUrl?.trim() || IAM_TOKEN_URL, secret)
    return token.value
  }
  const url = (path: string) => `${serviceUrl}/ml/v1/${path}?version=${encodeURIComponent(version)}`
  const headers = async () => ({ authorization: `Bearer ${await tokenNow()}` })
  return {
    projectId,
    serviceUrl,
    url,
    headers,
    async post(path, body, signal) {
      return postProviderJson(fetch, 'IBM watsonx.ai', url(path), {
        headers: await headers(),
        body: { ...body, project_id: projectId },
        signal,
      })
    },
  }
}
