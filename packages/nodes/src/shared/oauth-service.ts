import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { BODY_LIMITS, readBodyText } from './read-body'
import { getString, NodeInputError } from './read-inputs'
import { actionTools, inputDefaults, optionList, type TAction, type TRestService } from './action-tools'

/**
 * The access token of an OAuth 2.0 credential (`oauth-credentials.ts`): a refresh token with the app's client
 * ID and secret is traded for a fresh one at its Access Token URL (through the outbound guard); otherwise the
 * stored access token is used as is.
 */
export async function oauthAccessToken(
  ctx: Pick<TNodeContext, 'fetch' | 'label' | 'signal'>,
  credential: Readonly<Record<string, string | undefined>>,
): Promise<string> {
  const refresh = credential.refresh_token ?? ''
  const clientId = credential.clientId ?? ''
  if (refresh && clientId && credential.accessTokenUrl) {
    const res = await ctx.fetch(credential.accessTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: clientId,
        client_secret: credential.clientSecret ?? '',
      }).toString(),
      signal: ctx.signal,
    })
    const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'cut' })
    const answer: unknown = text ? JSON.parse(text) : {}
    if (res.ok && isRecord(answer) && typeof answer.access_token === 'string') return answer.access_token
    throw new Error(`${ctx.label}: the token URL refused the refresh token (HTTP ${res.status})`)
  }
  const token = credential.access_token ?? ''
  if (!token)
    throw new NodeInputError(`${ctx.label} needs its credential's Access Token (or a Refresh Token)`)
  return token
}

/**
 * A REST service signed in with the node's OAuth 2.0 credential; the credential's API Base URL replaces the
 * origin of `apiUrl` (a proxy, or a test double), its path kept.
 */
export async function oauthRestService(
  ctx: TNodeContext,
  service: string,
  apiUrl: string,
): Promise<TRestService> {
  const credential = await ctx.getCredential()
  const token = await oauthAccessToken(ctx, credential)
  const base = credential.basePath?.trim()
    ? `${credential.basePath.trim().replace(/\/+$/, '')}${new URL(apiUrl).pathname}`
    : apiUrl
  return { service, base, headers: { authorization: `Bearer ${token}` }, fetch: ctx.fetch }
}

/** How a Google or Microsoft tool node is built: its API, its type input and which input lists each type's actions. */
export type TOAuthToolSpec = {
  readonly service: string
  readonly apiUrl: string
  readonly typeInput: string
  readonly actionInputs: Readonly<Record<string, string>>
  readonly defaultInputs?: readonly string[]
  readonly actions: (api: TRestService) => TAction[]
}

/** The node's chosen actions (by its type) as tools on the API, signed in with its OAuth 2.0 credential. */
export async function supplyOAuthTools(ctx: TNodeContext, spec: TOAuthToolSpec) {
  const type = getString(ctx, spec.typeInput) || Object.keys(spec.actionInputs)[0] || ''
  const chosen = optionList(ctx.inputs[spec.actionInputs[type] ?? ''])
  const api = await oauthRestService(ctx, spec.service, spec.apiUrl)
  return actionTools(
    ctx.label,
    spec.actions(api),
    chosen,
    inputDefaults(ctx, spec.defaultInputs ?? []),
    ctx.inputs,
  )
}
