import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('ChatGoogleGenerativeAI against the fake server', () => {
  it.each([false, true])(
    'ChatGoogleGenerativeAI calls generateContent at its Base URL (streaming %s)',
    async (streaming) => {
      const flow = llmChainOn({
        id: 'm',
        name: 'chatGoogleGenerativeAI',
        credential: 'cred-gemini',
        inputs: {
          modelName: 'gemini-2.0-flash',
          baseUrl: harness.openai.origin,
          streaming,
          temperature: 0.4,
          maxOutputTokens: 99,
          safetySettings: [
            { harmCategory: 'HARM_CATEGORY_HARASSMENT', harmBlockThreshold: 'BLOCK_ONLY_HIGH' },
          ],
        },
      })
      harness.openai.queue({ content: 'hello from gemini' })
      const { result, tokens } = await harness.runFlowWithEvents(flow, { question: 'hi' })
      expect(result.text).toBe('hello from gemini')
      expect(tokens.length).toBe(streaming ? 3 : 1)
      const call = harness.openai.calls.at(-1)
      expect(call?.path).toBe(
        `/v1beta/models/gemini-2.0-flash:${streaming ? 'streamGenerateContent' : 'generateContent'}`,
      )
      expect(call?.headers['x-goog-api-key']).toBe('g-test')
      expect(call?.body).toMatchObject({
        contents: [{ role: 'user', parts: [{ text: 'Say hi' }] }],
        generationConfig: { temperature: 0.4, maxOutputTokens: 99 },
        safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' }],
      })
    },
  )

  it('ChatGoogleGenerativeAI drives the Tool Agent with function calls', async () => {
    const flow = buildFlow([
      {
        id: 'm',
        name: 'chatGoogleGenerativeAI',
        credential: 'cred-gemini',
        inputs: { modelName: 'gemini-2.0-flash', baseUrl: harness.openai.origin },
      },
      { id: 't', name: 'calculator' },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] },
      },
    ])
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    const { result } = await harness.runFlowWithEvents(flow, { question: 'six times seven' })
    expect(result.text).toBe('42')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' }])
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('functionResponse')
  })
})
