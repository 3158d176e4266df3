import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { NodeInputError, getString } from '../../shared/read-inputs'
import { httpPresetConfig, requiredSecret, supplyPresetTools } from '../customMCP/mcp-preset'
import { pipedreamMCP } from './pipedreamMCP.node.js'

const SLUGS = /^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?(?:,\s*[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?)*$/
const USER_ID = /^[a-zA-Z0-9._@+-]{1,250}$/

/** Where Pipedream lives; the credential may point elsewhere (a proxy, a test double). */
const baseOf = (value: string | undefined, fallback: string) =>
  (value?.trim() || fallback).replace(/\/+$/, '')

/** The app slugs and user ID the server acts for, checked before they go into headers. */
export function pipedreamTarget(appSlug: string, externalUserId: string) {
  const apps = appSlug.trim()
  if (!apps) throw new NodeInputError('Pipedream MCP needs an App Slug')
  if (!SLUGS.test(apps))
    throw new NodeInputError('Pipedream App Slug takes lowercase letters, digits, - and _, comma-separated')
  const user = externalUserId.replace(/<[^>]*>/g, '').trim()
  if (!user) throw new NodeInputError('Pipedream MCP needs a User ID')
  if (user.includes('{{')) throw new NodeInputError(`Pipedream User ID has a variable with no value: ${user}`)
  if (!USER_ID.test(user))
    throw new NodeInputError('Pipedream User ID takes letters, digits and . _ @ + - only')
  return { apps, user }
}

/** A Connect access token by the client-credentials grant, through the outbound guard. */
async function connectToken(ctx: TNodeContext, credential: Record<string, string>): Promise<string> {
  const body: Record<string, string> = {
    grant_type: 'client_credentials',
    client_id: requiredSecret(credential, 'clientId', 'Pipedream MCP'),
    client_secret: requiredSecret(credential, 'clientSecret', 'Pipedream MCP'),
  }
  const scope = credential.oauthScopes?.trim()
  if (scope) body.scope = scope
  const res = await ctx.fetch(`${baseOf(credential.basePath, 'https://api.pipedream.com')}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: ctx.signal,
  })
  if (res.status === 401) throw new Error('Pipedream refused the Client ID and Client Secret')
  if (!res.ok) throw new Error(`Pipedream's token request failed: HTTP ${res.status}`)
  const answer: unknown = await res.json()
  const token =
    answer && typeof answer === 'object' && 'access_token' in answer ? answer.access_token : undefined
  if (typeof token !== 'string' || !token) throw new Error("Pipedream's token answer has no access_token")
  return token
}

/** Pipedream's remote MCP server over streamable HTTP, signed in with a Connect token for the chosen apps. */
export default defineRuntime(pipedreamMCP, {
  kind: 'supply',
  async supply(ctx) {
    const { apps, user } = pipedreamTarget(getString(ctx, 'appSlug'), getString(ctx, 'externalUserId'))
    const credential = await ctx.getCredential()
    const projectId = requiredSecret(credential, 'projectId', 'Pipedream MCP')
    const token = await connectToken(ctx, credential)
    const url = baseOf(credential.mcpUrl, 'https://remote.mcp.pipedream.net')
    return supplyPresetTools(
      ctx,
      httpPresetConfig(url, {
        Authorization: `Bearer ${token}`,
        'x-pd-project-id': projectId,
        'x-pd-environment': getString(ctx, 'environment', 'development') || 'development',
        'x-pd-external-user-id': user,
        'x-pd-app-slug': apps,
        'x-pd-tool-mode': getString(ctx, 'toolMode', 'tools-only') || 'tools-only',
      }),
    )
  },
})
