import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
let web: TLocalServer
beforeAll(async () => {
  web = await startLocalHttpServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ method: req.method, url: req.url, body: req.body }))
  })
})
afterAll(() => web.close())

describe("Custom Tool (a Tool Agent's tool)", () => {
  it('Custom Tool runs the saved function in the sandbox with $arguments, $vars and guarded fetch', async () => {
    const services = harness.services({
      variables: [{ name: 'unit', value: 'kg', type: 'static' }],
      tools: [
        {
          id: 'tool-1',
          name: 'weigh',
          description: 'Weighs a thing',
          schema: JSON.stringify([
            { property: 'thing', type: 'string', description: 'what to weigh', required: true },
            { property: 'times', type: 'number', description: 'multiplier', required: false },
          ]),
          func: 'return `${$thing} weighs ${3 * ($times ?? 1)} ${$vars.unit} (${$flow.chatId})`',
        },
        {
          id: 'tool-2',
          name: 'peek',
          description: 'Fetches',
          schema: '[]',
          func: `const r = await fetch('${web.url}/x'); return r.status`,
        },
      ],
    })
    harness.openai.queue(
      { toolCalls: [{ name: 'weigh', arguments: { thing: 'apple', times: 2 } }] },
      { content: 'ok' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([{ id: 't', name: 'customTool', inputs: { selectedTool: 'tool-1' } }]),
      { question: 'weigh', services },
    )
    expect(result.usedTools?.[0]).toEqual({
      tool: 'weigh',
      toolInput: { thing: 'apple', times: 2 },
      toolOutput: 'apple weighs 6 kg (c)',
    })
    const sent = harness.openai.calls.at(-2)?.body as {
      tools: Array<{ function: { name: string; parameters: unknown } }>
    }
    expect(sent.tools[0]?.function).toMatchObject({
      name: 'weigh',
      parameters: {
        type: 'object',
        properties: { thing: { type: 'string' }, times: { type: 'number' } },
        required: ['thing'],
      },
    })
    harness.openai.queue({ toolCalls: [{ name: 'peek', arguments: {} }] }, { content: 'ok' })
    const peek = await harness.runFlow(
      toolAgentFlow([{ id: 't', name: 'customTool', inputs: { selectedTool: 'tool-2' } }]),
      { question: 'peek', services },
    )
    expect(peek.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect/)
  })
})
