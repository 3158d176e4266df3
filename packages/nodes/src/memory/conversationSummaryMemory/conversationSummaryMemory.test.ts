import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

describe('Conversation Summary Memory', () => {
  it('Conversation Summary Memory summarises earlier turns with its model', async () => {
    const flow = buildFlow([
      fakeChatModel,
      { id: 'mem', name: 'conversationSummaryMemory', inputs: { model: '{{m.data.instance}}' } },
      {
        id: 'c',
        name: 'conversationChain',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    const services = harness.services()
    await harness.runFlow(flow, { question: 'I like tea', services })
    harness.openai.queue({ content: 'The human likes tea.' })
    harness.openai.respondWith((req) => ({ content: JSON.stringify(req.messages.map((m) => m.content)) }))
    const second = await harness.runFlow(flow, { question: 'what do I like?', services })
    expect(second.text).toContain('Summary of the conversation so far: The human likes tea.')
    harness.openai.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })
})
