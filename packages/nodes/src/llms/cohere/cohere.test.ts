import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()

/** Cohere's v2 chat API on loopback: it answers the user's message back, or 401 for another key. */
let cohereApi: TLocalServer
beforeAll(async () => {
  cohereApi = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== 'Bearer co-key') {
      res.writeHead(401)
      return res.end(JSON.stringify({ message: 'invalid api token' }))
    }
    const body = JSON.parse(req.body) as { messages: { content: string }[] }
    res.end(
      JSON.stringify({
        id: 'c1',
        finish_reason: 'COMPLETE',
        message: {
          role: 'assistant',
          content: [{ type: 'text', text: `Cohere: ${body.messages[0]?.content}` }],
        },
        usage: {
          billed_units: { input_tokens: 3, output_tokens: 2 },
          tokens: { input_tokens: 9, output_tokens: 4 },
        },
      }),
    )
  })
})
afterAll(() => cohereApi.close())

const ask = (apiKey: string, inputs: Record<string, unknown>) =>
  harness.runFlow(llmChainOn({ id: 'm', name: 'cohere', credential: 'cred-cohere', inputs }), {
    question: 'hi',
    services: harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-cohere': { cohereApiKey: apiKey, basePath: cohereApi.url } },
    }),
  })

describe('Cohere (completion LLM)', () => {
  it('asks /v2/chat with the prompt as the user’s message, and counts the tokens Cohere reports', async () => {
    const result = await ask('co-key', { modelName: 'command-r', temperature: 0.3, maxTokens: 40 })
    expect(result.text).toBe('Cohere: Say hi')
    const request = cohereApi.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', url: '/v2/chat' })
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      model: 'command-r',
      messages: [{ role: 'user', content: 'Say hi' }],
      stream: false,
      temperature: 0.3,
      max_tokens: 40,
    })
    expect(result.trace.usage).toEqual([{ nodeId: 'm', model: 'command-r', inputTokens: 9, outputTokens: 4 }])
  })

  it('fails with Cohere’s status and message, without the key', async () => {
    const run = ask('wrong-key', {})
    await expect(run).rejects.toThrow(/Cohere answered HTTP 401: .*invalid api token/)
    await expect(run).rejects.not.toThrow(/wrong-key/)
  })
})
