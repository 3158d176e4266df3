import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { useEchoWeb } from '../../testing/echo-web'

const harness = useNodeHarness()
const web = useEchoWeb()

describe("Requests PUT (a Tool Agent's tool)", () => {
  it('sends the agent’s JSON body with PUT through the guard', async () => {
    const tools = [{ id: 't', name: 'requestsPut', inputs: { requestsPutHeaders: '{"x-key":"k"}' } }]
    const call = {
      toolCalls: [{ name: 'requests_put', arguments: { url: `${web.url}/orders/7`, body: { qty: 3 } } }],
    }
    harness.openai.queue(call, { content: 'sent' })
    const refused = await harness.runFlow(toolAgentFlow(tools), { question: 'update the order' })
    expect(refused.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect/)
    harness.openai.queue(call, { content: 'updated' })
    const allowed = await harness.runFlow(toolAgentFlow(tools), {
      question: 'update the order',
      services: harness.services({ allowPrivateHosts: ['127.0.0.0/8'] }),
    })
    expect(allowed.text).toBe('updated')
    const req = web.requests.at(-1)
    expect(req).toMatchObject({ method: 'PUT', url: '/orders/7', body: '{"qty":3}' })
    expect(req?.headers['x-key']).toBe('k')
    expect(req?.headers['content-type']).toBe('application/json')
  })

  it('sends the body fixed on the node to the fixed URL, the agent choosing neither', async () => {
    const tools = [
      {
        id: 't',
        name: 'requestsPut',
        inputs: { requestsPutUrl: `${web.url}/flags`, requestPutBody: '{"on":true}' },
      },
    ]
    harness.openai.queue({ toolCalls: [{ name: 'requests_put', arguments: {} }] }, { content: 'done' })
    const result = await harness.runFlow(toolAgentFlow(tools), {
      question: 'turn it on',
      services: harness.services({ allowPrivateHosts: ['127.0.0.0/8'] }),
    })
    expect(result.text).toBe('done')
    expect(web.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/flags', body: '{"on":true}' })
  })
})
