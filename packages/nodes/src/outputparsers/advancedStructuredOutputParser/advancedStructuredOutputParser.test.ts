import { describe, expect, it } from 'vitest'
import { StructuredOutputParser } from '@langchain/core/output_parsers'
import { buildFlow, useNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'

const harness = useNodeHarness()

const openAI: TNodeSpec = { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' }
const flowWith = (model: TNodeSpec, parser: TNodeSpec) =>
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
const ask = (flowData: ReturnType<typeof buildFlow>) =>
  harness.runFlow(flowData, { question: 'Ann', services: harness.services() })
const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))

describe('Advanced Structured Output Parser', () => {
  it('reads its Example JSON as a schema: the format asked for and what it accepts', async () => {
    const parser = await harness.supply('advancedStructuredOutputParser', {
      inputs: { exampleJson: 'z.object({ title: z.string(), year: z.number().optional() })' },
    })
    if (!(parser instanceof StructuredOutputParser)) throw new Error('not a structured output parser')
    expect(parser.getFormatInstructions()).toContain('"title"')
    expect(await parser.parse('{"title": "Heat", "year": 1995}')).toEqual({ title: 'Heat', year: 1995 })
    await expect(parser.parse('{"year": "soon"}')).rejects.toThrow()
  })

  it('an object schema uses JSON mode, a list schema does not (JSON modes answer objects)', async () => {
    const advanced = (exampleJson: string): TNodeSpec => ({
      id: 'o',
      name: 'advancedStructuredOutputParser',
      inputs: { exampleJson, autofixParser: true },
    })
    harness.openai.queue({ content: '{"title": "Heat"}' })
    const one = await ask(flowWith(openAI, advanced('z.object({ title: z.string() })')))
    expect(one.json).toEqual({ title: 'Heat' })
    expect(chat().at(-1)?.body).toMatchObject({ response_format: { type: 'json_object' } })
    harness.openai.queue({ content: '[{"title": "Heat"}' }, { content: '[{"title": "Heat"}]' })
    const list = await ask(flowWith(openAI, advanced('z.array(z.object({ title: z.string() }))')))
    expect(list.json).toEqual([{ title: 'Heat' }])
    expect(chat().at(-1)?.body).not.toHaveProperty('response_format')
  })
})
