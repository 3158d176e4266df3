import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeBedrock, startFakeOpenAI, type FakeBedrock, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import type { TRunEvent } from './events'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
let bedrock: FakeBedrock
beforeAll(async () => {
  ;[fake, bedrock] = await Promise.all([startFakeOpenAI(), startFakeBedrock()])
})
afterAll(() => Promise.all([fake.close(), bedrock.close()]))

const chain = (inputs: Record<string, unknown>) =>
  buildFlow([
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
  ])

async function ask(flowData: ReturnType<typeof buildFlow>, credential: Record<string, string>) {
  const events: TRunEvent[] = []
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData,
    question: 'hi',
    services: createTestServices(fake.baseUrl, { credentials: { 'cred-aws': credential } }),
    onEvent: (e: TRunEvent) => events.push(e),
  })
  return { result, tokens: events.filter((e) => e.event === 'token').map((e) => String(e.data)) }
}

const keys = () => ({ awsKey: bedrock.accessKeyId, awsSecret: bedrock.secretAccessKey })

describe('AWS ChatBedrock (Converse API, SigV4) in an LLM chain against a Bedrock double', () => {
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
    await expect(ask(chain({ streaming: false }), { ...keys(), awsSecret: 'wrong' })).rejects.toThrow(/403/)
    expect(bedrock.calls.at(-1)?.signatureValid).toBe(false)
  })
})
