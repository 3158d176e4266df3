import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { useEchoWeb } from '../../testing/echo-web'

const harness = useNodeHarness()
const web = useEchoWeb()

describe("Requests POST (a Tool Agent's tool)", () => {
  it('Requests POST sends the agent’s JSON body through the guard', async () => {
    const tools = [{ id: 't', name: 'requestsPost', inputs: { requestsPostHeaders: '{"x-key":"k"}' } }]
    const call = {
      toolCalls: [{ name: 'requests_post', arguments: { url: `${web.url}/orders`, body: { qty: 2 } } }],
    }
    harness.openai.queue(call, { content: 'sent' })
    const refused = await harness.runFlow(toolAgentFlow(tools), { question: 'order' })
    expect(refused.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect/)
    harness.openai.queue(call, { content: 'sent' })
    const allowed = await harness.runFlow(toolAgentFlow(tools), {
      question: 'order',
      services: harness.services({ allowPrivateHosts: ['127.0.0.0/8'] }),
    })
    expect(allowed.text).toBe('sent')
    const req = web.requests.at(-1)
    expect(req).toMatchObject({ method: 'POST', url: '/orders', body: '{"qty":2}' })
    expect(req?.headers['x-key']).toBe('k')
    expect(req?.headers['content-type']).toBe('application/json')
  })
})
