import { startFakeVertex, type TFakeVertex } from '@unikflow/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import {
  expectAgentUsesTools,
  expectStreamsInChain,
  expectWholeAnswer,
  type TChatModelCase,
} from '../../testing/chat-model-checks'

const harness = useNodeHarness()
let vertex: TFakeVertex
beforeAll(async () => {
  vertex = await startFakeVertex(`${harness.openai.baseUrl}/chat/completions`)
})
afterAll(() => vertex.close())

const vertexChat = (
  inputs: Record<string, unknown> = {},
  credential?: Record<string, string>,
): TChatModelCase => ({
  model: {
    id: 'm',
    name: 'chatGoogleVertexAI',
    credential: 'cred-vx',
    inputs: { baseUrl: vertex.url, region: 'europe-west4', ...inputs },
  },
  // The Google double is on loopback: the operator allows it.
  services: harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-vx': credential ?? { googleApplicationCredential: vertex.keyJson } },
  }),
})

const CHAT_PATH = '/v1/projects/proj-x/locations/europe-west4/endpoints/openapi/chat/completions'

describe('ChatGoogleVertexAI against a Google token and Vertex AI double', () => {
  it('trades the key for a token, then streams Gemini’s answer into an LLM Chain', async () => {
    harness.openai.queue({ content: 'Gemini on Vertex says hi' })
    await expectStreamsInChain(
      harness,
      vertexChat({ modelName: 'gemini-2.5-flash', temperature: 0.2, maxOutputTokens: 64, thinkingBudget: 0 }),
      'Gemini on Vertex says hi',
    )
    const [token, chat] = vertex.requests.slice(-2)
    expect(token?.url).toBe('/token')
    expect(chat?.url).toBe(CHAT_PATH)
    expect(chat?.headers.authorization).toBe('Bearer vertex-token-1')
    expect(JSON.parse(chat?.body ?? '{}')).toMatchObject({
      model: 'google/gemini-2.5-flash',
      temperature: 0.2,
      max_tokens: 64,
      stream: true,
      extra_body: { google: { thinking_config: { thinking_budget: 0, include_thoughts: false } } },
    })
  })

  it('answers whole when Streaming is off, the custom model name over the chosen one', async () => {
    harness.openai.queue({ content: 'whole answer' })
    await expectWholeAnswer(harness, vertexChat({ customModelName: 'gemini-2.5-pro' }), 'whole answer')
    const body = JSON.parse(vertex.requests.at(-1)?.body ?? '{}') as Record<string, unknown>
    expect(body.model).toBe('google/gemini-2.5-pro')
    expect(body.stream).not.toBe(true)
  })

  it('is the model of a Tool Agent, calling its tools', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    await expectAgentUsesTools(harness, vertexChat())
    expect(vertex.requests.at(-1)?.body).toContain('"role":"tool"')
  })

  it('fails on a key Google refuses, and never reads a credential file of the server', async () => {
    const stranger = JSON.parse(vertex.keyJson) as Record<string, string>
    const wrongKey = JSON.stringify({ ...stranger, client_email: 'other@proj.iam.gserviceaccount.com' })
    const refused = vertexChat({}, { googleApplicationCredential: wrongKey })
    await expect(expectWholeAnswer(harness, refused, 'never')).rejects.toThrow(
      /Google refused the service account key: HTTP 400/,
    )
    const fileOnly = vertexChat({}, { googleApplicationCredentialFilePath: '/etc/passwd' })
    await expect(expectWholeAnswer(harness, fileOnly, 'never')).rejects.toThrow(
      /a credential file on the server is not read/,
    )
  })
})
