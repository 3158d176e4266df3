import { startFakeWatsonx, watsonxCredential } from '@unikflow/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import {
  expectAgentUsesTools,
  expectStreamsInChain,
  expectWholeAnswer,
  type TChatModelCase,
} from '../../testing/chat-model-checks'

const harness = useNodeHarness()
let watsonx: TLocalServer
beforeAll(async () => {
  watsonx = await startFakeWatsonx(`${harness.openai.baseUrl}/chat/completions`)
})
afterAll(() => watsonx.close())

const watsonxChat = (
  inputs: Record<string, unknown> = {},
  extra: Record<string, string> = {},
): TChatModelCase => ({
  model: { id: 'm', name: 'chatIBMWatsonx', credential: 'cred-ibm', inputs },
  // The watsonx double is on loopback: the operator allows it.
  services: harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-ibm': watsonxCredential(watsonx.url, extra) },
  }),
})

describe('ChatIBMWatsonx against a watsonx.ai chat double', () => {
  it('exchanges the IAM key for a token, then streams chat_stream’s events into an LLM Chain', async () => {
    harness.openai.queue({ content: 'Granite says hi' })
    await expectStreamsInChain(
      harness,
      watsonxChat({ modelName: 'mistralai/mistral-large', temperature: 0.3, maxTokens: 50 }),
      'Granite says hi',
    )
    const [iam, chat] = watsonx.requests.slice(-2)
    expect(iam?.url).toBe('/identity/token')
    expect(chat?.url).toBe('/ml/v1/text/chat_stream?version=2024-05-31')
    expect(chat?.headers.authorization).toBe('Bearer iam-token-1')
    expect(JSON.parse(chat?.body ?? '{}')).toMatchObject({
      model_id: 'mistralai/mistral-large',
      project_id: 'proj-1',
      temperature: 0.3,
      max_tokens: 50,
      // The descriptor's defaults of the inputs the flow left as they were.
      top_p: 0.1,
      presence_penalty: 1,
    })
  })

  it('answers whole through /text/chat when Streaming is off, with a bearer token as given', async () => {
    harness.openai.queue({ content: 'whole answer' })
    const bearer = { watsonxAIAuthType: 'bearertoken', watsonxAIBearerToken: 'direct-token' }
    await expectWholeAnswer(harness, watsonxChat({ n: 2, logprobs: true }, bearer), 'whole answer')
    const chat = watsonx.requests.at(-1)
    expect(chat?.url).toBe('/ml/v1/text/chat?version=2024-05-31')
    expect(chat?.headers.authorization).toBe('Bearer direct-token')
    expect(JSON.parse(chat?.body ?? '{}')).toMatchObject({
      model_id: 'ibm/granite-3-8b-instruct',
      n: 2,
      logprobs: true,
    })
  })

  it('is the model of a Tool Agent, calling its tools', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    await expectAgentUsesTools(harness, watsonxChat())
    expect(watsonx.requests.at(-1)?.body).toContain('"role":"tool"')
  })

  it('fails naming IAM when the key is refused', async () => {
    await expect(
      expectWholeAnswer(harness, watsonxChat({}, { watsonxAIApikey: 'wrong' }), 'never'),
    ).rejects.toThrow(/IBM Cloud IAM refused the API key: HTTP 400/)
  })
})
