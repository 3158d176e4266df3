import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'
import { expectChatCompletionsCall } from '../../testing/openai-compatible-chat'

const harness = useNodeHarness()

describe('ChatOpenAI', () => {
  it('sends its model and sampling settings with the credential key, streaming when asked', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'chatOpenAI',
      credential: 'cred-openai',
      inputs: {
        modelName: 'gpt-4o',
        temperature: 0.2,
        maxTokens: 30,
        topP: 0.5,
        frequencyPenalty: 0.1,
        presencePenalty: 0.3,
        stopSequence: 'END',
      },
    })
    harness.openai.queue({ content: 'one two three' })
    const { result, tokens } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('one two three')
    expect(tokens.length).toBeGreaterThan(1)
    expectChatCompletionsCall(harness, {
      key: 'sk-test',
      body: {
        model: 'gpt-4o',
        temperature: 0.2,
        max_tokens: 30,
        top_p: 0.5,
        frequency_penalty: 0.1,
        presence_penalty: 0.3,
        stop: ['END'],
        stream: true,
        messages: [{ role: 'user', content: 'Say hi' }],
      },
    })
  })

  it('answers whole when streaming is off, at its Base Path with the headers of Base Options', async () => {
    const services = harness.services({ credentials: { 'cred-bare': { openAIApiKey: 'sk-bare' } } })
    const flow = llmChainOn({
      id: 'm',
      name: 'chatOpenAI',
      credential: 'cred-bare',
      inputs: {
        streaming: false,
        basepath: `${harness.openai.baseUrl}`,
        baseOptions: { headers: { 'x-team': 'support' } },
      },
    })
    harness.openai.queue({ content: 'whole answer' })
    const { result, tokens } = await harness.runFlowWithEvents(flow, { question: 'hi', services })
    expect(result.text).toBe('whole answer')
    expect(tokens).toEqual(['whole answer'])
    const call = harness.openai.calls.at(-1)
    expect(call?.headers.authorization).toBe('Bearer sk-bare')
    expect(call?.headers['x-team']).toBe('support')
    expect(call?.body).toMatchObject({ model: 'gpt-4o-mini' })
    expect(call?.body).not.toHaveProperty('stream', true)
  })

  it('sends the reasoning effort only when its Reasoning switch is on (version 8.3)', async () => {
    const ask = async (reasoning: boolean) => {
      const inputs = { modelName: 'o4-mini', streaming: false, reasoning, reasoningEffort: 'high' }
      harness.openai.queue({ content: 'thought' })
      await harness.runFlow(llmChainOn({ id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs }), {
        question: 'hi',
      })
      return harness.openai.calls.at(-1)?.body
    }
    expect(await ask(true)).toMatchObject({ model: 'o4-mini', reasoning_effort: 'high' })
    expect(await ask(false)).not.toHaveProperty('reasoning_effort')
  })
})
