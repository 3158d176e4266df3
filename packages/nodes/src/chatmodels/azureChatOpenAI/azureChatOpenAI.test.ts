import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

describe('Azure ChatOpenAI', () => {
  it('asks the deployment of its credential at the Base Path, with the api-key header', async () => {
    const flow = llmChainOn({
      id: 'm',
      name: 'azureChatOpenAI',
      credential: 'cred-azure',
      inputs: { basepath: `${harness.openai.origin}/openai/deployments`, temperature: 0.4, maxTokens: 12 },
    })
    harness.openai.queue({ content: 'from azure' })
    const { result } = await harness.runFlowWithEvents(flow, { question: 'hi' })
    expect(result.text).toBe('from azure')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/openai/deployments/gpt-35-turbo/chat/completions')
    expect(call?.headers['api-key']).toBe('az-test')
    expect(call?.body).toMatchObject({
      temperature: 0.4,
      max_tokens: 12,
      messages: [{ role: 'user', content: 'Say hi' }],
    })
  })
})
