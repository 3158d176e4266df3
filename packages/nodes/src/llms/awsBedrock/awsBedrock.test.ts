import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeBedrock, type FakeBedrock } from '@unikflow/testkit'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()
let bedrock: FakeBedrock
beforeAll(async () => {
  bedrock = await startFakeBedrock()
})
afterAll(() => bedrock.close())

const ask = (inputs: Record<string, unknown>, credential: Record<string, string>) =>
  harness.runFlow(
    llmChainOn({
      id: 'm',
      name: 'awsBedrock',
      credential: 'cred-aws',
      inputs: { region: 'eu-central-1', baseUrl: bedrock.url, ...inputs },
    }),
    {
      question: 'hi',
      // The Bedrock double is a model server on loopback: the operator allows it.
      services: harness.services({
        credentials: { 'cred-aws': credential },
        allowPrivateHosts: ['127.0.0.1'],
      }),
    },
  )

describe('AWS Bedrock (completion LLM) against a Bedrock double', () => {
  it('sends the prompt to converse, signed for the region, with its temperature and token limit', async () => {
    const result = await ask(
      { model: 'amazon.titan-text-express-v1', temperature: 0.1, max_tokens_to_sample: 120 },
      { awsKey: bedrock.accessKeyId, awsSecret: bedrock.secretAccessKey },
    )
    expect(result.text).toBe('Bedrock amazon.titan-text-express-v1: Say hi')
    const call = bedrock.calls.at(-1)
    expect(call?.path).toBe('/model/amazon.titan-text-express-v1/converse')
    expect(call?.signatureValid).toBe(true)
    expect(call?.headers.authorization).toContain('/eu-central-1/bedrock/aws4_request')
    expect(call?.body).toEqual({
      messages: [{ role: 'user', content: [{ text: 'Say hi' }] }],
      inferenceConfig: { maxTokens: 120, temperature: 0.1 },
    })
    expect(result.trace.usage).toEqual([
      { nodeId: 'm', model: 'amazon.titan-text-express-v1', inputTokens: 7, outputTokens: 5 },
    ])
  })

  it('prefers Custom Model Name and refuses to run without keys unless the operator allows the server’s', async () => {
    const keys = { awsKey: bedrock.accessKeyId, awsSecret: bedrock.secretAccessKey }
    const custom = await ask({ model: 'a', customModel: 'meta.llama3-8b-instruct-v1:0' }, keys)
    expect(custom.text).toBe('Bedrock meta.llama3-8b-instruct-v1:0: Say hi')
    await expect(ask({ model: 'a' }, {})).rejects.toThrow(/UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true/)
  })
})
