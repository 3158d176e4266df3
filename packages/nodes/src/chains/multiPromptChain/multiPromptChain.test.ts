import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))
const ask = (flowData: ReturnType<typeof buildFlow>, question: string) =>
  harness.runFlow(flowData, { question })

describe('Multi Prompt Chain', () => {
  const flow = buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    {
      id: 'p1',
      name: 'promptRetriever',
      inputs: {
        name: 'physics',
        description: 'Questions about physics',
        systemMessage: 'You are a physicist.',
      },
    },
    {
      id: 'p2',
      name: 'promptRetriever',
      inputs: {
        name: 'math',
        description: 'Questions about mathematics',
        systemMessage: 'You are a mathematician.',
      },
    },
    {
      id: 'c',
      name: 'multiPromptChain',
      inputs: {
        model: '{{m.data.instance}}',
        promptRetriever: ['{{p1.data.instance}}', '{{p2.data.instance}}'],
      },
    },
  ])

  it('the model routes by the descriptions, then answers with the chosen system message', async () => {
    harness.openai.queue({ content: '{"destination": "math"}' }, { content: 'Two.' })
    const result = await ask(flow, 'What is 1+1?')
    expect(result.text).toBe('Two.')
    const routing = JSON.stringify(chat().at(-2)?.body)
    expect(routing).toContain('physics: Questions about physics')
    expect(routing).toContain('math: Questions about mathematics')
    expect(routing).toContain('What is 1+1?')
    const answer = JSON.stringify(chat().at(-1)?.body)
    expect(answer).toContain('You are a mathematician.')
    expect(answer).not.toContain('You are a physicist.')
  })

  it('DEFAULT answers without a system message', async () => {
    harness.openai.queue({ content: '```json\n{"destination": "DEFAULT"}\n```' }, { content: 'Hello.' })
    const result = await ask(flow, 'Hi there')
    expect(result.text).toBe('Hello.')
    expect(JSON.stringify(chat().at(-1)?.body)).not.toMatch(/You are a (mathematician|physicist)/)
  })
})
