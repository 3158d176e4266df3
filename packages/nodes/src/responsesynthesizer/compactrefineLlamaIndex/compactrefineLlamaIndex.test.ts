import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { type TChatBody, useLlamaIndexStore } from '../../testing/llamaindex-index'

const harness = useNodeHarness()
const { indexFlow, ask, chatCalls } = useLlamaIndexStore(harness)

describe('Compact and Refine', () => {
  it('Compact and Refine answers the first batch of chunks and refines the answer with the next', async () => {
    const cats = 'cats purr '.repeat(700).trim()
    const dogs = 'dogs bark '.repeat(700).trim()
    const flow = indexFlow(
      'q3',
      `${cats}\n\n${dogs}`,
      {
        id: 'q',
        name: 'queryEngine',
        inputs: { vectorStoreRetriever: '{{v.data.instance}}', responseSynthesizer: '{{r.data.instance}}' },
      },
      {
        chunkSize: 8000,
        topK: 2,
        nodes: [
          {
            id: 'r',
            name: 'compactrefineLlamaIndex',
            inputs: {
              textQAPrompt: 'QA {query} over: {context}',
              refinePrompt: 'REFINE {query} after <{existingAnswer}> with: {context}',
            },
          },
        ],
      },
    )
    const before = chatCalls().length
    harness.openai.queue({ content: 'draft' }, { content: 'final' })
    const result = await ask(flow, 'what sounds?')
    expect(result.text).toBe('final')
    const sent = chatCalls()
      .slice(before)
      .map((c) => (c.body as TChatBody).messages.at(-1)?.content ?? '')
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(/^QA what sounds\? over: /)
    expect(sent[1]).toMatch(/^REFINE what sounds\? after <draft> with: /)
    // Each batch holds one of the two 7,000-character chunks (together they exceed one call's budget).
    expect([sent[0]?.includes(cats), sent[1]?.includes(cats)].filter(Boolean)).toHaveLength(1)
    expect([sent[0]?.includes(dogs), sent[1]?.includes(dogs)].filter(Boolean)).toHaveLength(1)
  })
})
