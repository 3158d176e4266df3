import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('Conversation Chain', () => {
  it('asks with its system message and the history of its memory, then saves the turn', async () => {
    const services = harness.services()
    const model = await harness.supply('chatOpenAI', {
      credential: 'cred-openai',
      inputs: { streaming: false },
    })
    const memory = await harness.supply('bufferMemory', { inputs: { sessionId: 'conv' }, services })
    const ask = (question: string) =>
      harness.execute('conversationChain', {
        inputs: { model, memory, systemMessagePrompt: 'You are {terse}.' },
        question,
        services,
      })
    harness.openai.queue({ content: 'Hi Ann.' }, { content: 'Ann.' })
    expect((await ask('I am Ann')).text).toBe('Hi Ann.')
    expect((await ask('Who am I?')).text).toBe('Ann.')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({
      messages: [
        { role: 'system', content: 'You are {terse}.' },
        { role: 'user', content: 'I am Ann' },
        { role: 'assistant', content: 'Hi Ann.' },
        { role: 'user', content: 'Who am I?' },
      ],
    })
  })

  it('uses a connected chat prompt template instead, filling its open variables with the question', async () => {
    const model = await harness.supply('chatOpenAI', {
      credential: 'cred-openai',
      inputs: { streaming: false },
    })
    const memory = await harness.supply('bufferMemory', { inputs: { sessionId: 'custom' } })
    const chatPromptTemplate = await harness.supply('chatPromptTemplate', {
      inputs: {
        systemMessagePrompt: 'Reply in {lang}.',
        humanMessagePrompt: 'Q: {topic}',
        promptValues: { lang: 'Latin' },
      },
    })
    harness.openai.queue({ content: 'Salve' })
    const answer = await harness.execute('conversationChain', {
      inputs: { model, memory, chatPromptTemplate },
      question: 'greeting',
    })
    expect(answer.text).toBe('Salve')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({
      messages: [
        { role: 'system', content: 'Reply in Latin.' },
        { role: 'user', content: 'Q: greeting' },
      ],
    })
  })
})
