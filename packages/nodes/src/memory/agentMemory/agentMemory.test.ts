import { describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import type { TAgentThreadStore } from '../../context'

const harness = useNodeHarness()

/** The host's thread store as the server implements it: one JSON text per thread. */
function threadStore(): TAgentThreadStore & { texts: Map<string, string> } {
  const texts = new Map<string, string>()
  return {
    texts,
    load: async (id) => texts.get(id),
    save: async (id, data) => void texts.set(id, data),
  }
}

// A Flowise export's shape: Start takes the Agent Memory node on its "Agent Memory" anchor.
const flow = buildFlow([
  { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
  { id: 'mem', name: 'agentMemory', inputs: { databaseType: 'sqlite' } },
  {
    id: 'start',
    name: 'seqStart',
    inputs: { model: '{{m.data.instance}}', agentMemory: '{{mem.data.instance}}' },
  },
  {
    id: 'llm',
    name: 'seqLLMNode',
    inputs: { llmNodeName: 'Helper', sequentialNode: ['{{start.data.instance}}'] },
  },
  { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{llm.data.instance}}' } },
])

describe('Agent Memory (Sequential Agents)', () => {
  it('a flow with Agent Memory answers twice in a session, the second turn seeing the first, kept in the host store', async () => {
    const store = threadStore()
    const ask = (question: string, agentThreads: TAgentThreadStore) =>
      runFlow({
        chatId: 'am-1',
        flowId: 'f-am',
        flowData: flow,
        question,
        services: { ...harness.services(), agentThreads },
      })

    harness.openai.queue({ content: 'Nice to meet you, Ada.' })
    const first = await ask('My name is Ada.', store)
    expect(first.text).toBe('Nice to meet you, Ada.')
    expect(first.trace.nodes.find((n) => n.nodeId === 'mem')?.outputJson).toMatch(/Saver/)
    expect([...store.texts.keys()]).toEqual(['f-am:am-1'])
    const decoded = [...(store.texts.get('f-am:am-1') ?? '').matchAll(/"\$b64":"([^"]+)"/g)]
      .map((m) => Buffer.from(m[1] ?? '', 'base64').toString('utf8'))
      .join('\n')
    expect(decoded).toContain('My name is Ada.')

    // Another store over the same saved text (another server process): the thread comes from it.
    const copy = threadStore()
    for (const [k, v] of store.texts) copy.texts.set(k, v)
    harness.openai.queue({ content: 'Your name is Ada.' })
    expect((await ask('What is my name?', copy)).text).toBe('Your name is Ada.')
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('My name is Ada.')
    expect(sent).toContain('Nice to meet you, Ada.')
    expect(sent).toContain('What is my name?')
  })
})
