import { describe, expect, it } from 'vitest'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

const flow = () =>
  buildFlow([
    ...petsDocumentSpecs,
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
    {
      id: 'v',
      name: 'memoryVectorStore',
      output: 'retriever',
      inputs: { document: ['{{t.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
    },
    fakeChatModel,
    { id: 'mem', name: 'bufferMemory' },
    { id: 'calc', name: 'calculator' },
    {
      id: 'a',
      name: 'conversationalRetrievalToolAgent',
      inputs: {
        model: '{{m.data.instance}}',
        memory: '{{mem.data.instance}}',
        tools: ['{{calc.data.instance}}'],
        vectorStoreRetriever: '{{v.data.instance}}',
      },
    },
  ])

type TBody = { messages: { role: string; content: unknown }[] }
const bodyAt = (i: number) => harness.openai.calls.at(i)?.body as TBody

describe('Conversational Retrieval Tool Agent', () => {
  it('answers with the retrieved documents in its system prompt and calls tools when they are not enough', async () => {
    const services = harness.services()
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2 * 3' } }] },
      { content: 'Cats purr, and 2 * 3 is 6.' },
    )
    const first = await harness.runFlow(flow(), { question: 'Cats purr.', chatId: 'crta', services })
    expect(first.text).toBe('Cats purr, and 2 * 3 is 6.')
    expect(first.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '2 * 3' }, toolOutput: '6' }])
    const system = JSON.stringify(bodyAt(-1).messages[0])
    expect(system).toContain('<doc id=\\"0\\">Cats purr.</doc>')
    expect(system).not.toContain('Dogs bark.')
    // The file's first run loads the agent's modules (LangGraph), slow on a busy machine.
  }, 60_000)

  it('rephrases a follow-up with the history to retrieve, and keeps the turns in its memory', async () => {
    const services = harness.services()
    harness.openai.queue({ content: 'Noted.' })
    await harness.runFlow(flow(), { question: 'Tell me about dogs', chatId: 'crtb', services })
    harness.openai.queue({ content: 'Dogs bark.' }, { content: 'They bark.' })
    const before = harness.openai.calls.length
    const second = await harness.runFlow(flow(), { question: 'What do they do?', chatId: 'crtb', services })
    expect(second.text).toBe('They bark.')
    const calls = harness.openai.calls.slice(before).filter((c) => c.path.endsWith('/chat/completions'))
    expect(calls).toHaveLength(2)
    const rephrase = JSON.stringify(calls[0]?.body)
    expect(rephrase).toContain('Tell me about dogs')
    expect(rephrase).toContain('Follow Up Input: What do they do?')
    const agent = (calls[1]?.body as TBody).messages
    expect(JSON.stringify(agent[0])).toContain('<doc id=\\"0\\">Dogs bark.</doc>')
    expect(agent.map((m) => m.content).slice(1)).toEqual(['Tell me about dogs', 'Noted.', 'What do they do?'])
  })
})
