import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, startFakeReplicate, type FakeOpenAI, type TLocalServer } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
let replicateApi: TLocalServer
beforeAll(async () => {
  ;[fake, replicateApi] = await Promise.all([startFakeOpenAI(), startFakeReplicate()])
})
afterAll(() => Promise.all([fake.close(), replicateApi.close()]))

type TSpec = Parameters<typeof buildFlow>[0][number]
const chainOn = (model: TSpec) =>
  buildFlow([
    model,
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ])
const ask = (flowData: ReturnType<typeof buildFlow>) =>
  runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData,
    question: 'hi',
    services: createTestServices(fake.baseUrl, {
      credentials: { 'cred-replicate': { replicateApiKey: 'r8-key', basePath: `${replicateApi.url}/v1` } },
    }),
  })

describe('LLMs: HuggingFace Inference and Replicate', () => {
  it('HuggingFace Inference calls the endpoint’s chat completions with the Model input', async () => {
    fake.queue({ content: 'generated' })
    const result = await ask(
      chainOn({
        id: 'm',
        name: 'huggingFaceInference_LLMs',
        credential: 'cred-hf',
        inputs: { model: 'gpt2', endpoint: fake.origin, maxTokens: 20 },
      }),
    )
    expect(result.text).toBe('generated')
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      body: { model: 'gpt2', max_tokens: 20 },
    })
    expect(fake.calls.at(-1)?.headers.authorization).toBe('Bearer hf-test')
  })

  it('Replicate runs a prediction of the model’s latest version with the node’s inputs', async () => {
    const result = await ask(
      chainOn({
        id: 'm',
        name: 'replicate',
        credential: 'cred-replicate',
        inputs: {
          model: 'meta/llama-3-8b',
          temperature: 0.5,
          maxTokens: 64,
          additionalInputs: '{"seed": 7}',
        },
      }),
    )
    expect(result.text).toBe('Reply to: Say hi')
    const request = replicateApi.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', url: '/v1/models/meta/llama-3-8b/predictions' })
    expect(request?.headers.authorization).toBe('Bearer r8-key')
    expect(request?.headers.prefer).toBe('wait')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      input: { prompt: 'Say hi', temperature: 0.5, max_new_tokens: 64, seed: 7 },
    })
  })

  it('Replicate polls a fixed version until it succeeds', async () => {
    const result = await ask(
      chainOn({
        id: 'm',
        name: 'replicate',
        credential: 'cred-replicate',
        inputs: { model: 'meta/llama:abc123' },
      }),
    )
    expect(result.text).toBe('Polled answer')
    const [create, poll] = replicateApi.requests.slice(-2)
    expect(create).toMatchObject({ method: 'POST', url: '/v1/predictions' })
    expect(JSON.parse(create?.body ?? '{}')).toMatchObject({ version: 'abc123', input: { prompt: 'Say hi' } })
    expect(poll).toMatchObject({ method: 'GET', url: '/v1/predictions/p1' })
  })
})
