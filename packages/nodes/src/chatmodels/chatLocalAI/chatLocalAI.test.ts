import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

const header = (name: string) => harness.openai.calls.at(-1)?.headers[name]

describe('ChatLocalAI', () => {
  it('ChatLocalAI calls the LocalAI server at its Base Path', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'chatLocalAI',
      credential: 'cred-localai',
      inputs: { basePath: harness.openai.baseUrl, modelName: 'ggml-gpt4all-j', topP: 0.5 },
    })
    harness.openai.queue({ content: 'local answer' })
    const { result } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('local answer')
    expect(header('authorization')).toBe('Bearer lai-test')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({ model: 'ggml-gpt4all-j', top_p: 0.5 })
  })
})
