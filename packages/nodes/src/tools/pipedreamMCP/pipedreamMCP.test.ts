import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TLocalServer } from '@unikflow/testkit'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { useMcpHttpServer } from '../../testing/mcp-http-server'
import { lastJson, startRestDouble } from '../../testing/rest-double'
import { pipedreamTarget } from './pipedreamMCP.runtime'

const harness = useNodeHarness()
const mcp = useMcpHttpServer()
let pipedream: TLocalServer

beforeAll(async () => {
  pipedream = await startRestDouble(
    '',
    [['POST', /^\/v1\/oauth\/token$/, () => ({ access_token: 'pd-token', expires_in: 3600 })]],
    /token/,
  )
})
afterAll(() => pipedream.close())

const credential = () => ({
  clientId: 'oa_1',
  clientSecret: 'shh',
  projectId: 'proj_1',
  oauthScopes: 'connect:*',
  basePath: pipedream.url,
  mcpUrl: mcp.url,
})

const run = (inputs: Record<string, unknown>, allow = true) => {
  const tool = { id: 't', name: 'pipedreamMCP', credential: 'cred-pd', inputs }
  const services = harness.services({
    allowPrivateHosts: allow ? ['127.0.0.1'] : [],
    credentials: { 'cred-pd': credential() },
  })
  return harness.runFlow(toolAgentFlow([tool]), { question: 'post it', services })
}

describe('Pipedream MCP against a token endpoint and a small MCP server', () => {
  it('signs in with a Connect token and tells the server the project, user and apps', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'lookup', arguments: { query: 'channel' } }] },
      { content: 'Done.' },
    )
    const result = await run({
      appSlug: 'slack,notion',
      externalUserId: 'ada@example.com',
      environment: 'production',
    })
    expect(result.usedTools).toEqual([
      { tool: 'lookup', toolInput: { query: 'channel' }, toolOutput: 'found channel' },
    ])
    expect(lastJson(pipedream)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'oa_1',
      client_secret: 'shh',
      scope: 'connect:*',
    })
    expect(mcp.authorizations.at(-1)).toBe('Bearer pd-token')
    expect(mcp.headers.at(-1)).toMatchObject({
      'x-pd-project-id': 'proj_1',
      'x-pd-environment': 'production',
      'x-pd-external-user-id': 'ada@example.com',
      'x-pd-app-slug': 'slack,notion',
      'x-pd-tool-mode': 'tools-only',
    })
  })

  it('checks the slugs and user ID before they go into headers, and reaches out only through the guard', async () => {
    expect(() => pipedreamTarget('Slack!', 'ada')).toThrow(/App Slug takes lowercase/)
    expect(() => pipedreamTarget('slack', 'a\nb')).toThrow(/User ID takes letters/)
    expect(() => pipedreamTarget('slack', '{{$vars.nope}}')).toThrow(/variable with no value/)
    expect(pipedreamTarget('slack, gmail', ' <b>ada</b> ')).toEqual({ apps: 'slack, gmail', user: 'ada' })
    const seen = pipedream.requests.length
    await expect(run({ appSlug: 'slack', externalUserId: 'ada' }, false)).rejects.toThrow(/127\.0\.0\.1/)
    expect(pipedream.requests).toHaveLength(seen)
  })
})
