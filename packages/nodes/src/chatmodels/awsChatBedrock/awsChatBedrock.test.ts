import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TFlowData } from '@unikflow/graph'
import { useNodeHarness, type TNodeSpec } from '@unikflow/engine/testing'
import { startFakeBedrock, type FakeBedrock } from '@unikflow/testkit'
import type { TRunEvent } from '@unikflow/engine'

const harness = useNodeHarness()
let bedrock: FakeBedrock
beforeAll(async () => {
  bedrock = await startFakeBedrock()
})
afterAll(() => bedrock.close())

const chain = (inputs: Record<string, unknown>): TNodeSpec[] => [
  {
    id: 'm',
    name: 'awsChatBedrock',
    credential: 'cred-aws',
    inputs: {
      region: 'eu-west-1',
      model: 'anthropic.claude-3-haiku-20240307-v1:0',
      baseUrl: bedrock.url,
      ...inputs,
    },
  },
  { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
  { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
]

async function ask(flow: readonly TNodeSpec[] | TFlowData, credential: Record<string, string>) {
  const events: TRunEvent[] = []
  const result = await harness.runFlow(flow, {
    question: 'hi',
    // The Bedrock double is a model server on loopback: the operator allows it.
    services: harness.services({ credentials: { 'cred-aws': credential }, allowPrivateHosts: ['127.0.0.1'] }),
    onEvent: (e: TRunEvent) => events.push(e),
  })
  return { result, tokens: events.filter((e) => e.event === 'token').map((e) => String(e.data)) }
}

const keys = () => ({ awsKey: bedrock.accessKeyId, awsSecret: bedrock.secretAccessKey })

describe('AWS ChatBedrock (@langchain/aws over the guarded fetch) in an LLM chain against a Bedrock double', () => {
  it('streams the answer from converse-stream with a request signed for bedrock in the region', async () => {
    const { result, tokens } = await ask(chain({ temperature: 0.2, max_tokens_to_sample: 64 }), keys())
    const expected = 'Bedrock anthropic.claude-3-haiku-20240307-v1:0: Say hi'
    expect(result.text).toBe(expected)
    expect(tokens.length).toBeGreaterThan(1)
    expect(tokens.join('')).toBe(expected)
    const call = bedrock.calls.at(-1)
    expect(call?.path).toBe('/model/anthropic.claude-3-haiku-20240307-v1%3A0/converse-stream')
    expect(call?.signatureValid).toBe(true)
    expect(call?.headers.authorization).toContain(`/eu-west-1/bedrock/aws4_request`)
    expect(call?.body).toEqual({
      messages: [{ role: 'user', content: [{ text: 'Say hi' }] }],
      inferenceConfig: { maxTokens: 64, temperature: 0.2 },
    })
  })

  it('answers from converse without streaming, Custom Model Name first, session token signed', async () => {
    const { result, tokens } = await ask(
      chain({ streaming: false, customModel: 'meta.llama3-8b-instruct-v1:0' }),
      {
        ...keys(),
        awsSession: 'session-token',
      },
    )
    expect(result.text).toBe('Bedrock meta.llama3-8b-instruct-v1:0: Say hi')
    // Not streamed: the engine sends the whole answer at most once.
    expect(tokens.length).toBeLessThanOrEqual(1)
    const call = bedrock.calls.at(-1)
    expect(call?.path).toBe('/model/meta.llama3-8b-instruct-v1%3A0/converse')
    expect(call?.headers['x-amz-security-token']).toBe('session-token')
    expect(call?.headers.authorization).toContain('x-amz-security-token')
    expect(call?.signatureValid).toBe(true)
  })

  it('fails with Bedrock’s answer when the secret is wrong (the double rejects the signature)', async () => {
    await expect(ask(chain({ streaming: false }), { ...keys(), awsSecret: 'wrong' })).rejects.toThrow(
      /signature we calculated does not match/,
    )
    expect(bedrock.calls.at(-1)?.signatureValid).toBe(false)
  })
})

describe('AWS ChatBedrock version 6.1 settings', () => {
  it('calls the global inference profile with latency optimized inference when both are on', async () => {
    const { result } = await ask(
      chain({ streaming: false, useGlobalEndpoint: true, latencyOptimized: true }),
      keys(),
    )
    expect(result.text).toBe('Bedrock global.anthropic.claude-3-haiku-20240307-v1:0: Say hi')
    const call = bedrock.calls.at(-1)
    expect(call?.path).toBe('/model/global.anthropic.claude-3-haiku-20240307-v1%3A0/converse')
    expect(call?.body).toMatchObject({ performanceConfig: { latency: 'optimized' } })
  })

  it('calls its Custom Endpoint Host over HTTPS when no Base URL is set (the guard sees that host)', async () => {
    const run = ask(chain({ streaming: false, baseUrl: '', endpointHost: '127.0.0.1:1' }), keys())
    await expect(run).rejects.toThrow(/127\.0\.0\.1:1|ECONNREFUSED|fetch failed|SSL|TLS|EPROTO/i)
  })
})

describe('AWS ChatBedrock and the outbound guard', () => {
  it('sends nothing to a private address the operator has not allowed', async () => {
    const before = bedrock.calls.length
    const run = harness.runFlow(chain({ streaming: false }), {
      question: 'hi',
      services: harness.services({ credentials: { 'cred-aws': keys() } }),
    })
    await expect(run).rejects.toThrow(/private|not allowed|blocked/i)
    expect(bedrock.calls.length).toBe(before)
  })
})

describe('AWS ChatBedrock without keys in its credential', () => {
  const envKeys = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const
  afterAll(() => {
    for (const name of envKeys) delete process.env[name]
  })

  it('refuses, naming the operator setting, when the server’s own AWS credentials are not allowed', async () => {
    await expect(ask(chain({ streaming: false }), {})).rejects.toThrow(
      /UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true/,
    )
  })

  it('signs with the server’s own AWS credentials (the SDK’s default chain) when the operator allows it', async () => {
    process.env.AWS_ACCESS_KEY_ID = bedrock.accessKeyId
    process.env.AWS_SECRET_ACCESS_KEY = bedrock.secretAccessKey
    const services = {
      ...harness.services({ credentials: { 'cred-aws': {} }, allowPrivateHosts: ['127.0.0.1'] }),
      awsDefaultCredentials: true,
    }
    const result = await harness.runFlow(chain({ streaming: false }), { question: 'hi', services })
    expect(result.text).toBe('Bedrock anthropic.claude-3-haiku-20240307-v1:0: Say hi')
    expect(bedrock.calls.at(-1)?.signatureValid).toBe(true)
  })
})
