import { startFakeWatsonx, watsonxCredential, WATSONX_API_KEY } from '@unikflow/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()
let watsonx: TLocalServer
beforeAll(async () => {
  watsonx = await startFakeWatsonx()
})
afterAll(() => watsonx.close())

const ask = (credential: Record<string, string>, inputs: Record<string, unknown> = {}) =>
  harness.runFlow(llmChainOn({ id: 'm', name: 'ibmWatsonx', credential: 'cred-ibm', inputs }), {
    question: 'hi',
    // The watsonx double is on loopback: the operator allows it.
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'], credentials: { 'cred-ibm': credential } }),
  })

describe('IBMWatsonx (completion LLM) against a watsonx.ai double', () => {
  it('exchanges the IAM key for a token, then generates with the project, model and parameters', async () => {
    const result = await ask(watsonxCredential(watsonx.url), {
      modelId: 'ibm/granite-3-8b-instruct',
      decodingMethod: 'sample',
      temperature: 0.5,
      topK: 30,
      maxNewTokens: 60,
      stopSequence: 'END',
      randomSeed: 7,
    })
    expect(result.text).toBe('watsonx ibm/granite-3-8b-instruct: Say hi')
    const [iam, generation] = watsonx.requests.slice(-2)
    expect(iam?.url).toBe('/identity/token')
    expect(new URLSearchParams(iam?.body).get('apikey')).toBe(WATSONX_API_KEY)
    expect(generation?.url).toBe('/ml/v1/text/generation?version=2024-05-31')
    expect(generation?.headers.authorization).toBe('Bearer iam-token-1')
    expect(JSON.parse(generation?.body ?? '{}')).toEqual({
      input: 'Say hi',
      model_id: 'ibm/granite-3-8b-instruct',
      project_id: 'proj-1',
      parameters: {
        decoding_method: 'sample',
        temperature: 0.5,
        top_k: 30,
        max_new_tokens: 60,
        stop_sequences: ['END'],
        random_seed: 7,
        // The descriptor's defaults of the inputs the flow left as they were.
        top_p: 0.7,
        repetition_penalty: 1,
        min_new_tokens: 1,
        include_stop_sequence: false,
      },
    })
    expect(result.trace.usage).toEqual([
      { nodeId: 'm', model: 'ibm/granite-3-8b-instruct', inputTokens: 3, outputTokens: 6 },
    ])
  })

  it('sends a bearer token as it is, asking IAM nothing', async () => {
    const before = watsonx.requests.length
    const result = await ask(
      watsonxCredential(watsonx.url, {
        watsonxAIAuthType: 'bearertoken',
        watsonxAIBearerToken: 'direct-token',
      }),
    )
    expect(result.text).toBe('watsonx ibm/granite-13b-instruct-v2: Say hi')
    expect(watsonx.requests.slice(before).map((r) => r.url)).toEqual([
      '/ml/v1/text/generation?version=2024-05-31',
    ])
  })

  it('fails naming IAM when the key is refused, and names a missing project before any call', async () => {
    await expect(ask(watsonxCredential(watsonx.url, { watsonxAIApikey: 'wrong' }))).rejects.toThrow(
      /IBM Cloud IAM refused the API key: HTTP 400/,
    )
    await expect(ask(watsonxCredential(watsonx.url, { projectId: '' }))).rejects.toThrow(
      /needs its Service URL, Version and Project ID/,
    )
  })
})
