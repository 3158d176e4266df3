import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { useEchoWeb } from '../../testing/echo-web'

const harness = useNodeHarness()
const web = useEchoWeb((req) => ({ method: req.method, url: req.url, deleted: true }))

describe("Requests DELETE (a Tool Agent's tool)", () => {
  it('deletes at the URL with the path and query parameters the agent fills in, through the guard', async () => {
    const tools = [
      {
        id: 't',
        name: 'requestsDelete',
        inputs: {
          requestsDeleteUrl: `${web.url}/items/{id}`,
          requestsDeleteHeaders: '{"authorization":"Bearer t"}',
          requestsDeleteQueryParamsSchema: JSON.stringify({
            id: { type: 'string', in: 'path', required: true },
            force: { type: 'string', in: 'query' },
          }),
        },
      },
    ]
    const call = { toolCalls: [{ name: 'requests_delete', arguments: { id: '9', force: 'true' } }] }
    harness.openai.queue(call, { content: 'refused' })
    const refused = await harness.runFlow(toolAgentFlow(tools), { question: 'delete item 9' })
    expect(refused.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect to 127\.0\.0\.1/)
    expect(web.requests).toHaveLength(0)
    harness.openai.queue(call, { content: 'deleted' })
    const allowed = await harness.runFlow(toolAgentFlow(tools), {
      question: 'delete item 9',
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })
    expect(allowed.text).toBe('deleted')
    expect(web.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/items/9?force=true' })
    expect(web.requests.at(-1)?.headers.authorization).toBe('Bearer t')
  })

  it('lets the agent choose the URL when the node fixes none', async () => {
    const tools = [{ id: 't', name: 'requestsDelete', inputs: {} }]
    harness.openai.queue(
      { toolCalls: [{ name: 'requests_delete', arguments: { url: `${web.url}/sessions/3` } }] },
      { content: 'gone' },
    )
    const result = await harness.runFlow(toolAgentFlow(tools), {
      question: 'end session 3',
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })
    expect(JSON.parse(result.usedTools?.[0]?.toolOutput ?? '{}')).toMatchObject({
      method: 'DELETE',
      url: '/sessions/3',
      deleted: true,
    })
  })
})
