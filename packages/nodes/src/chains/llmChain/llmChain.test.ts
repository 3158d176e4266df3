import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

const model = () => harness.supply('chatOpenAI', { credential: 'cred-openai', inputs: { streaming: false } })
const prompt = (template: string, promptValues: Record<string, string> = {}) =>
  harness.supply('promptTemplate', { inputs: { template, promptValues } })

describe('LLM Chain', () => {
  it('fills every variable the prompt leaves open with the question', async () => {
    harness.openai.queue({ content: 'Bon jour' })
    const answer = await harness.execute('llmChain', {
      inputs: {
        model: await model(),
        prompt: await prompt('In {lang}, say {a} and {b}', { lang: 'French' }),
      },
      question: 'hello',
    })
    expect(answer.text).toBe('Bon jour')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({
      messages: [{ role: 'user', content: 'In French, say hello and hello' }],
    })
  })

  it('on its Output Prediction output runs now and passes the answer on', async () => {
    harness.openai.queue({ content: 'predicted' })
    const out = await harness.supply('llmChain', {
      inputs: { model: await model(), prompt: await prompt('Guess {q}') },
      output: 'outputPrediction',
      question: 'x',
    })
    expect(out).toBe('predicted')
  })

  it('with an output parser, asks for its format and answers the parsed JSON', async () => {
    const outputParser = await harness.supply('structuredOutputParser', {
      inputs: { jsonStructure: [{ property: 'city', type: 'string', description: 'the city' }] },
    })
    harness.openai.queue({ content: '```json\n{"city":"Paris"}\n```' })
    const answer = await harness.execute('llmChain', {
      inputs: { model: await model(), prompt: await prompt('Capital of {country}?'), outputParser },
      question: 'France',
    })
    expect(answer.json).toEqual({ city: 'Paris' })
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('city')
  })
})
