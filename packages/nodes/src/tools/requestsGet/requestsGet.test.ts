import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { useEchoWeb } from '../../testing/echo-web'

const harness = useNodeHarness()
const web = useEchoWeb()

describe("Requests GET (a Tool Agent's tool)", () => {
  it('Requests GET is refused for 127.0.0.1 by default and reaches it with the allowlist', async () => {
    const tools = [
      {
        id: 't',
        name: 'requestsGet',
        inputs: {
          requestsGetUrl: `${web.url}/items/{id}`,
          requestsGetQueryParamsSchema: JSON.stringify({
            id: { type: 'string', in: 'path', required: true },
            q: { type: 'string' },
          }),
        },
      },
    ]
    const call = { toolCalls: [{ name: 'requests_get', arguments: { id: '7', q: 'a b' } }] }
    harness.openai.queue(call, { content: 'done' })
    const refused = await harness.runFlow(toolAgentFlow(tools), { question: 'get it' })
    expect(refused.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect to 127\.0\.0\.1/)
    expect(web.requests).toHaveLength(0)
    harness.openai.queue(call, { content: 'done' })
    const allowed = await harness.runFlow(toolAgentFlow(tools), {
      question: 'get it',
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })
    expect(JSON.parse(allowed.usedTools?.[0]?.toolOutput ?? '{}')).toMatchObject({
      method: 'GET',
      url: '/items/7?q=a+b',
    })
  })
})
