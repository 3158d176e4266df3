import { describe, expect, it } from 'vitest'
import { RunFailure } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

type TSpec = Parameters<typeof buildFlow>[0][number]
const rows = JSON.stringify([
  { property: 'name', type: 'string', description: 'the name' },
  { property: 'age', type: 'number', description: 'the age' },
])
const flowWith = (model: TSpec, parser: TSpec) =>
  buildFlow([
    model,
    parser,
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Describe {q}' } },
    {
      id: 'c',
      name: 'llmChain',
      inputs: {
        model: '{{m.data.instance}}',
        prompt: '{{p.data.instance}}',
        outputParser: '{{o.data.instance}}',
      },
    },
  ])
const openAI: TSpec = { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' }
const structured = (autofixParser: boolean): TSpec => ({
  id: 'o',
  name: 'structuredOutputParser',
  inputs: { jsonStructure: rows, autofixParser },
})
const ask = (flowData: ReturnType<typeof buildFlow>) =>
  harness.runFlow(flowData, { question: 'Ann', services: harness.services() })
const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))

describe('structured output parsers with JSON-mode models', () => {
  it('asks an OpenAI-compatible model in JSON mode and fixes a bad answer once (Autofix)', async () => {
    harness.openai.queue({ content: 'Sure! Ann is three.' }, { content: '{"name": "Ann", "age": 3}' })
    const result = await ask(flowWith(openAI, structured(true)))
    expect(result.json).toEqual({ name: 'Ann', age: 3 })
    const [first, fix] = chat().slice(-2)
    expect(first?.body).toMatchObject({ response_format: { type: 'json_object' } })
    expect(fix?.body).toMatchObject({ response_format: { type: 'json_object' } })
    const fixText = JSON.stringify(fix?.body)
    expect(fixText).toContain('did not follow the format instructions')
    expect(fixText).toContain('Sure! Ann is three.')
  })

  it('without Autofix a bad answer fails the node', async () => {
    const before = chat().length
    harness.openai.queue({ content: 'not json at all' })
    await expect(ask(flowWith(openAI, structured(false)))).rejects.toBeInstanceOf(RunFailure)
    expect(chat().length).toBe(before + 1)
  })

  it('a second bad answer fails too (one fix only)', async () => {
    harness.openai.queue({ content: 'nope' }, { content: 'still nope' })
    await expect(ask(flowWith(openAI, structured(true)))).rejects.toBeInstanceOf(RunFailure)
  })

  it('Ollama answers in its JSON format mode', async () => {
    harness.openai.queue({ content: '{"name": "Ann", "age": 4}' })
    const result = await ask(
      flowWith(
        { id: 'm', name: 'chatOllama', inputs: { baseUrl: harness.openai.origin, modelName: 'llama3.2' } },
        structured(false),
      ),
    )
    expect(result.json).toEqual({ name: 'Ann', age: 4 })
    expect(harness.openai.calls.at(-1)).toMatchObject({ path: '/api/chat', body: { format: 'json' } })
  })
})
