import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import {
  expectAgentUsesTools,
  expectStreamsInChain,
  expectWholeAnswer,
  type TChatModelCase,
} from '../../testing/chat-model-checks'

const harness = useNodeHarness()

const cloudflare = (
  inputs: Record<string, unknown> = {},
  credential?: Record<string, string>,
): TChatModelCase => ({
  model: {
    id: 'm',
    name: 'chatCloudflareWorkersAI',
    credential: 'cred-cf',
    inputs: { baseUrl: `${harness.openai.origin}/client/v4/accounts`, ...inputs },
  },
  services: harness.services({
    credentials: {
      'cred-cf': credential ?? { cloudflareAccountId: 'acc-9', cloudflareApiToken: 'cf-token' },
    },
  }),
})

describe('ChatCloudflareWorkersAI against a double of Workers AI’s OpenAI-compatible API', () => {
  it('streams the answer into an LLM Chain, asking the account’s endpoint with its token and model', async () => {
    harness.openai.queue({ content: 'Workers AI says hi' })
    await expectStreamsInChain(
      harness,
      cloudflare({ model: '@cf/qwen/qwen3-30b-a3b-fp8' }),
      'Workers AI says hi',
    )
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/client/v4/accounts/acc-9/ai/v1/chat/completions')
    expect(call?.headers.authorization).toBe('Bearer cf-token')
    expect(call?.body).toMatchObject({ model: '@cf/qwen/qwen3-30b-a3b-fp8', stream: true })
  })

  it('answers whole when Streaming is off, with the default model', async () => {
    harness.openai.queue({ content: 'whole answer' })
    await expectWholeAnswer(harness, cloudflare(), 'whole answer')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({ model: '@cf/meta/llama-3.1-8b-instruct-fast' })
  })

  it('is the model of a Tool Agent, calling its tools', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    await expectAgentUsesTools(harness, cloudflare())
  })

  it('names the missing Account ID before any call', async () => {
    const before = harness.openai.calls.length
    await expect(
      expectWholeAnswer(
        harness,
        cloudflare({}, { cloudflareAccountId: '', cloudflareApiToken: 'x' }),
        'never',
      ),
    ).rejects.toThrow(/the Cloudflare API credential has no Account ID/)
    expect(harness.openai.calls.length).toBe(before)
  })
})
