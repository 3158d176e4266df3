import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { lastJson, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

/** Microsoft Graph v1.0 on loopback: a team's channel and a chat. */
let graph: TLocalServer
beforeAll(async () => {
  graph = await startRestDouble('Bearer eyJ-teams', [
    ['POST', /^\/v1\.0\/teams\/t-1\/channels\/c-1\/messages$/, () => ({ id: 'msg-1' })],
    ['POST', /^\/v1\.0\/chats\/ch-1\/messages$/, () => ({ id: 'msg-2' })],
    ['POST', /^\/v1\.0\/chats$/, () => ({ id: 'ch-9' })],
    ['GET', /^\/v1\.0\/me\/chats$/, () => ({ value: [{ id: 'ch-1', topic: 'Launch' }] })],
  ])
})
afterAll(() => graph.close())

const credential = () => ({ access_token: 'eyJ-teams', basePath: graph.url })

describe('Microsoft Teams tool against a double of Microsoft Graph', () => {
  it('sends to a channel when a team is given and to a chat when not; starts a group chat', async () => {
    const supply = async (inputs: Record<string, unknown>) =>
      (await harness.supply('microsoftTeams', {
        credential: credential(),
        inputs,
        services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
      })) as StructuredToolInterface[]
    const [send] = await supply({
      teamsType: 'chatMessage',
      chatMessageActions: ['sendMessage'],
      contentTypeSendMessage: 'html',
    })
    await send?.invoke({ teamId: 't-1', chatChannelId: 'c-1', messageBody: '<b>Shipped</b>' })
    expect(graph.requests.at(-1)?.url).toBe('/v1.0/teams/t-1/channels/c-1/messages')
    expect(lastJson(graph)).toEqual({ body: { contentType: 'html', content: '<b>Shipped</b>' } })
    await send?.invoke({ chatChannelId: 'ch-1', messageBody: 'Hi' })
    expect(graph.requests.at(-1)?.url).toBe('/v1.0/chats/ch-1/messages')

    const [create] = await supply({
      teamsType: 'chat',
      chatActions: ['createChat'],
      topicCreateChat: 'Launch',
    })
    await create?.invoke({ members: 'u-1, ana@example.com' })
    expect(lastJson(graph)).toMatchObject({
      chatType: 'group',
      topic: 'Launch',
      members: [{ 'user@odata.bind': "https://graph.microsoft.com/v1.0/users('u-1')" }, { roles: ['owner'] }],
    })
  })

  it('is a Tool Agent’s tool', async () => {
    harness.openai.queue({ toolCalls: [{ name: 'list_chats', arguments: {} }] }, { content: 'Launch chat.' })
    const result = await harness.runFlow(
      toolAgentFlow([
        {
          id: 't',
          name: 'microsoftTeams',
          credential: 'cred-teams',
          inputs: { teamsType: 'chat', chatActions: ['listChats'] },
        },
      ]),
      {
        question: 'My chats?',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-teams': credential() },
        }),
      },
    )
    expect(result.text).toBe('Launch chat.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain('"topic":"Launch"')
  })
})
