import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { ChatPromptTemplate } from '@langchain/core/prompts'

const harness = useNodeHarness()

async function chatPrompt(inputs: Record<string, unknown>): Promise<ChatPromptTemplate> {
  const prompt = await harness.supply('chatPromptTemplate', { inputs })
  if (!(prompt instanceof ChatPromptTemplate)) throw new Error('not a chat prompt template')
  return prompt
}

describe('Chat Prompt Template', () => {
  it('puts the system message before the human one and fills its Format Prompt Values', async () => {
    const prompt = await chatPrompt({
      systemMessagePrompt: 'You speak {lang}.',
      humanMessagePrompt: 'Translate {text}',
      promptValues: { lang: 'French' },
    })
    expect(prompt.inputVariables).toEqual(['text'])
    const messages = await prompt.formatMessages({ text: 'cat' })
    expect(messages.map((m) => [m.getType(), m.content])).toEqual([
      ['system', 'You speak French.'],
      ['human', 'Translate cat'],
    ])
  })

  it('without a system message or human prompt, asks the question as {input} alone', async () => {
    const prompt = await chatPrompt({})
    expect(prompt.inputVariables).toEqual(['input'])
    const messages = await prompt.formatMessages({ input: 'hi' })
    expect(messages.map((m) => [m.getType(), m.content])).toEqual([['human', 'hi']])
  })

  it('(version 2) puts the messages its Message History code returns between the system and human messages', async () => {
    const prompt = await chatPrompt({
      systemMessagePrompt: 'Answer in numbers.',
      humanMessagePrompt: '{input}',
      messageHistoryCode: "return [{ role: 'human', content: 'Two plus {two}?' }, ['ai', 'Four.']]",
    })
    const messages = await prompt.formatMessages({ input: 'Three plus three?' })
    expect(messages.map((m) => [m.getType(), m.content])).toEqual([
      ['system', 'Answer in numbers.'],
      ['human', 'Two plus {two}?'],
      ['ai', 'Four.'],
      ['human', 'Three plus three?'],
    ])
    await expect(
      chatPrompt({ messageHistoryCode: "return [{ role: 'robot', content: 'x' }]" }),
    ).rejects.toThrow(/message 1 has role "robot"/)
  })
})
