import { createSign } from 'node:crypto'
import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { postProviderJson } from './prompt-llm'
import { NodeInputError } from './read-inputs'
import { BODY_LIMITS, readBodyJson, readBodyText } from './read-body'

const SCOPE = 'https://www.googleapis.com/auth/cloud-platform'
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token'
/** A token is asked again this long before Google says it expires. */
const EXPIRY_MARGIN_MS = 60_000

type TServiceAccount = { clientEmail: string; privateKey: string; tokenUri: string; projectId: string }

/** Vertex AI for one project and region, called with a service account's access token. */
export type TVertex = {
  /** POSTs to `…/publishers/google/models/<model>:<method>`; the answer's JSON. */
  post(model: string, method: string, body: unknown, signal?: AbortSignal): Promise<Record<string, unknown>>
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

function readServiceAccount(
  ctx: TNodeContext,
  credential: Record<string, string | undefined>,
): TServiceAccount {
  const json = credential.googleApplicationCredential?.trim() ?? ''
  if (!json)
    throw new NodeInputError(
      credential.googleApplicationCredentialFilePath?.trim()
        ? `${ctx.label}: a credential file on the server is not read; paste the key's JSON into Google Credential JSON Object`
        : `${ctx.label} needs a Google Vertex Auth credential with a service account key's JSON`,
    )
  let key: unknown
  try {
    key = JSON.parse(json)
  } catch {
    throw new NodeInputError(`${ctx.label}: Google Credential JSON Object is not valid JSON`)
  }
  const field = (name: string) => (isRecord(key) && typeof key[name] === 'string' ? key[name] : '')
  if (!field('client_email') || !field('private_key'))
    throw new NodeInputError(
      `${ctx.label}: the key's JSON has no client_email and private_key (a service account key)`,
    )
  return {
    clientEmail: field('client_email'),
    privateKey: field('private_key'),
    tokenUri: field('token_uri') || GOOGLE_TOKEN_URL,
    projectId: credential.projectID?.trim() || field('project_id'),
  }
}

/** The signed JWT a service account trades for an access token (RFC 7523), valid for an hour. */
function signedAssertion(account: TServiceAccount): string {
  const now = Math.floor(Date.now() / 1000)
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64url(
    JSON.stringify({
      iss: account.clientEmail,
      scope: SCOPE,
      aud: account.tokenUri,
      iat: now,
      exp: now + 3600,
    }),
  )
  const signature = createSign('RSA-SHA256').update(`${head}.${claims}`).sign(account.privateKey)
  return `${head}.${claims}.${base64url(signature)}`
}

async function askToken(fetch: typeof globalThis.fetch, account: TServiceAccount) {
  const res = await fetch(account.tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signedAssertion(account),
    }).toString(),
  })
  if (!res.ok) {
    const detail = (await readBodyText(res, { maxBytes: 2048, beyond: 'cut' })).slice(0, 200)
    throw new Error(`Google refused the service account key: HTTP ${res.status}${detail ? ` ${detail}` : ''}`)
  }
  const answer = await readBodyJson(res, BODY_LIMITS.apiJson, 'Google’s token answer')
  const token = isRecord(answer) && typeof answer.access_token === 'string' ? answer.access_token : ''
  if (!token) throw new Error('Google answered no access token')
  const seconds = isRecord(answer) && typeof answer.expires_in === 'number' ? answer.expires_in : 3600
  return { value: token, expiresAt: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS }
}

/** Where a project's Vertex AI answers, and the access token of the credential's service account. */
export type TVertexAccess = {
  /** `https://<region>-aiplatform.googleapis.com/v1/projects/<project>/locations/<region>` (or the base URL's). */
  readonly location: string
  /** The access token (asked again shortly before it expires). */
  token(): Promise<string>
}

/**
 * Vertex AI with the node's `googleVertexAuth` credential: the service account's JWT is traded for a token
 * at its `token_uri`, and every token request goes through `fetch`, the run's guarded model fetch. The
 * server's own Google credentials are never used. `baseUrl` replaces `https://<region>-aiplatform.googleapis.com`.
 */
export async function vertexAccessOf(
  ctx: TNodeContext,
  fetch: typeof globalThis.fetch,
  place: { region: string; baseUrl: string },
): Promise<TVertexAccess> {
  const account = readServiceAccount(ctx, await ctx.getCredential())
  if (!account.projectId)
    throw new NodeInputError(`${ctx.label}: no Project ID in the credential or its key's JSON`)
  const origin = (place.baseUrl || `https://${place.region}-aiplatform.googleapis.com`).replace(/\/+$/, '')
  let token: { value: string; expiresAt: number } | undefined
  return {
    location: `${origin}/v1/projects/${encodeURIComponent(account.projectId)}/locations/${encodeURIComponent(place.region)}`,
    async token() {
      if (!token || token.expiresAt <= Date.now()) token = await askToken(fetch, account)
      return token.value
    },
  }
}

/** Vertex AI's Google models of the credential's project (see `vertexAccessOf`), every call through `fetch`. */
export async function vertexOf(
  ctx: TNodeContext,
  fetch: typeof globalThis.fetch,
  place: { region: string; baseUrl: string },
): Promise<TVertex> {
  const access = await vertexAccessOf(ctx, fetch, place)
  const models = `${access.location}/publishers/google/models`
  return {
    async post(model, method, body, signal) {
      return postProviderJson(fetch, 'Vertex AI', `${models}/${encodeURIComponent(model)}:${method}`, {
        headers: { authorization: `Bearer ${await access.token()}` },
        body,
        signal,
      })
    },
  }
}
