import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('Chain Tool', () => {
  it('offers a chain to the agent: the tool input becomes the chain’s question', async () => {
    const flow = buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 'p', name: 'promptTemplate', inputs: { template: 'Translate to French: {text}' } },
      {
        id: 'c',
        name: 'llmChain',
        output: 'llmChain',
        inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}', chainName: 'translator' },
      },
      {
        id: 't',
        name: 'chainTool',
        inputs: { baseChain: '{{c.data.instance}}', name: 'french', description: 'Translates to French' },
      },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] },
      },
    ])
    harness.openai.queue(
      { toolCalls: [{ name: 'french', arguments: { input: 'cat' } }] },
      { content: 'chat' },
      { content: 'In French: chat.' },
    )
    const before = harness.openai.calls.length
    const result = await harness.runFlow(flow, { question: 'cat in French?' })
    expect(result.text).toBe('In French: chat.')
    expect(result.usedTools).toEqual([{ tool: 'french', toolInput: { input: 'cat' }, toolOutput: 'chat' }])
    const [asked, chained] = harness.openai.calls.slice(before)
    expect(JSON.stringify(asked?.body)).toContain('Translates to French')
    expect(chained?.body).toMatchObject({ messages: [{ role: 'user', content: 'Translate to French: cat' }] })
  })
})
