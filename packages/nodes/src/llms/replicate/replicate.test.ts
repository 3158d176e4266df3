import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'
import { startFakeReplicate, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
let replicateApi: TLocalServer
beforeAll(async () => {
  replicateApi = await startFakeReplicate()
})
afterAll(() => replicateApi.close())

const ask = (flow: TNodeSpec[]) =>
  harness.runFlow(flow, {
    question: 'hi',
    services: harness.services({
      // The Replicate double is a model server on loopback: the operator allows it.
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-replicate': { replicateApiKey: 'r8-key', basePath: `${replicateApi.url}/v1` } },
    }),
  })

describe('Replicate', () => {
  it('Replicate runs a prediction of the model’s latest version with the node’s inputs', async () => {
    const result = await ask(
      llmChainOn({
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
      llmChainOn({
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
