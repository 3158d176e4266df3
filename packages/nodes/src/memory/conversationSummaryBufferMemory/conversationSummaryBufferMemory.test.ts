import { afterEach, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

const flow = (maxTokenLimit: number) =>
  buildFlow([
    fakeChatModel,
    {
      id: 'mem',
      name: 'conversationSummaryBufferMemory',
      inputs: { model: '{{m.data.instance}}', maxTokenLimit },
    },
    {
      id: 'c',
      name: 'conversationChain',
      inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
    },
  ])

/** Summaries for the memory's summary calls, "ok" to turns, and the messages it was sent to the last question. */
const script = (last: string) => {
  harness.openai.respondWith((req) => {
    const text = String(req.messages.at(-1)?.content)
    if (text.startsWith('Summarize the conversation')) return { content: 'The human likes green tea.' }
    if (text !== last) return { content: 'ok' }
    return { content: JSON.stringify(req.messages.slice(1).map((m) => m.content)) }
  })
}

describe('Conversation Summary Buffer Memory', () => {
  afterEach(() =>
    harness.openai.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` })),
  )

  it('keeps the turns within the token limit as they are and summarizes the older ones before them', async () => {
    const services = harness.services()
    script('what do you know?')
    await harness.runFlow(flow(12), { question: 'I like green tea very much', chatId: 'sb1', services })
    await harness.runFlow(flow(12), { question: 'I live in Oslo', chatId: 'sb1', services })
    const before = harness.openai.calls.length
    const third = await harness.runFlow(flow(12), { question: 'what do you know?', chatId: 'sb1', services })
    expect(JSON.parse(third.text)).toEqual([
      'Summary of the earlier conversation: The human likes green tea.',
      'I live in Oslo',
      'ok',
      'what do you know?',
    ])
    const calls = harness.openai.calls.slice(before).map((c) => JSON.stringify(c.body))
    expect(calls).toHaveLength(2)
    expect(calls[0]).toContain('I like green tea very much')
    expect(calls[0]).not.toContain('I live in Oslo')
  })

  it('sends every turn unchanged while they fit the limit', async () => {
    const services = harness.services()
    script('and?')
    await harness.runFlow(flow(2000), { question: 'I like tea', chatId: 'sb2', services })
    const second = await harness.runFlow(flow(2000), { question: 'and?', chatId: 'sb2', services })
    expect(JSON.parse(second.text)).toEqual(['I like tea', 'ok', 'and?'])
  })
})
