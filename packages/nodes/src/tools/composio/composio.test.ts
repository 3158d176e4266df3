import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TLocalServer } from '@unikflow/testkit'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { RestStatus, lastJson, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()
let api: TLocalServer

const STAR = {
  name: 'GITHUB_STAR_A_REPOSITORY',
  description: 'Stars a repository',
  parameters: { type: 'object', properties: { repo: { type: 'string' } }, required: ['repo'] },
}

beforeAll(async () => {
  api = await startRestDouble(/^$/, [
    ['GET', /^\/api\/v1\/apps\/github$/, () => ({ name: 'github', no_auth: false })],
    [
      'GET',
      /^\/api\/v1\/connectedAccounts\/ca_1$/,
      () => ({ id: 'ca_1', status: 'ACTIVE', clientUniqueUserId: 'ada' }),
    ],
    ['GET', /^\/api\/v1\/connectedAccounts\/ca_2$/, () => ({ id: 'ca_2', status: 'EXPIRED' })],
    ['GET', /^\/api\/v2\/actions$/, () => ({ items: [STAR, { ...STAR, name: 'GITHUB_OTHER' }] })],
    [
      'POST',
      /^\/api\/v2\/actions\/GITHUB_STAR_A_REPOSITORY\/execute$/,
      (req) =>
        req.headers['x-api-key'] === 'cmp-key'
          ? { successful: true, data: { starred: true } }
          : new RestStatus(401, {}),
    ],
  ])
})
afterAll(() => api.close())

const run = (connectedAccountId: string, allow = true) => {
  const tool = {
    id: 't',
    name: 'composio',
    credential: 'cred-cmp',
    inputs: { appName: 'github', connectedAccountId, actions: '["GITHUB_STAR_A_REPOSITORY"]' },
  }
  const services = harness.services({
    allowPrivateHosts: allow ? ['127.0.0.1'] : [],
    credentials: { 'cred-cmp': { composioApi: 'cmp-key', basePath: api.url } },
  })
  return harness.runFlow(toolAgentFlow([tool]), { question: 'star it', services })
}

describe("Composio against a double of Composio's API", () => {
  it("offers the chosen action and runs it with the connected account and that account's user", async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'GITHUB_STAR_A_REPOSITORY', arguments: { repo: 'unik/flow' } }] },
      { content: 'Starred.' },
    )
    const result = await run('ca_1')
    expect(result.usedTools).toEqual([
      { tool: 'GITHUB_STAR_A_REPOSITORY', toolInput: { repo: 'unik/flow' }, toolOutput: '{"starred":true}' },
    ])
    expect(lastJson(api)).toEqual({
      appName: 'github',
      entityId: 'ada',
      connectedAccountId: 'ca_1',
      input: { repo: 'unik/flow' },
    })
    expect(api.requests.find((r) => r.url.startsWith('/api/v2/actions?'))?.url).toBe(
      '/api/v2/actions?actions=GITHUB_STAR_A_REPOSITORY',
    )
  })

  it('refuses an account that is not active, and reaches out only through the guard', async () => {
    await expect(run('ca_2')).rejects.toThrow('The Composio account ca_2 of github is not active')
    const seen = api.requests.length
    await expect(run('ca_1', false)).rejects.toThrow(/127\.0\.0\.1/)
    expect(api.requests).toHaveLength(seen)
  })
})
