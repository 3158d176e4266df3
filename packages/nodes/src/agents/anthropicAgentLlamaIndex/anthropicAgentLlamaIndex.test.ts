import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { FlowMemory } from '../../shared/flow-memory'
import { FlowQueryEngine, QueryEngineTool } from '../../shared/query-engine'

const harness = useNodeHarness()

describe('Anthropic Agent (LlamaIndex)', () => {
  it('asks a QueryEngine Tool through Claude’s tool calls and reports the engine’s documents', async () => {
    const asked: string[] = []
    // What a Query Engine node placed before a QueryEngine Tool supplies.
    const engine = new FlowQueryEngine('Pets engine', async (query) => {
      asked.push(query)
      return {
        text: 'Cats purr.',
        sourceDocuments: [{ pageContent: 'Cats purr.', metadata: { source: 'pets' } }],
      }
    })
    const model = await harness.supply('chatAnthropic_LlamaIndex', {
      credential: 'cred-anthropic',
      inputs: { modelName: 'claude-3-5-haiku-latest' },
    })
    const memory = await harness.supply('bufferMemory')
    expect(memory).toBeInstanceOf(FlowMemory)
    harness.openai.queue(
      { toolCalls: [{ name: 'pets_docs', arguments: { input: 'what do cats do?' } }] },
      { content: 'Cats purr.' },
    )
    const answer = await harness.execute('anthropicAgentLlamaIndex', {
      inputs: { model, memory, tools: [new QueryEngineTool('pets_docs', 'Knows about pets', engine)] },
      question: 'What do cats do?',
    })
    expect(answer.text).toBe('Cats purr.')
    expect(asked).toEqual(['what do cats do?'])
    expect(answer.usedTools).toEqual([
      { tool: 'pets_docs', toolInput: { input: 'what do cats do?' }, toolOutput: 'Cats purr.' },
    ])
    expect(answer.sourceDocuments).toEqual([{ pageContent: 'Cats purr.', metadata: { source: 'pets' } }])
    const lastCall = harness.openai.calls.at(-1)
    expect(lastCall?.path).toContain('/v1/messages')
    expect(JSON.stringify(lastCall?.body)).toContain('Knows about pets')
  }, 60_000)
})
