import { startFakeVertex, type TFakeVertex } from '@unikflow/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { llmChainOn } from '../../testing/chain-flows'

const harness = useNodeHarness()
let vertex: TFakeVertex
beforeAll(async () => {
  vertex = await startFakeVertex()
})
afterAll(() => vertex.close())

const ask = (credential: Record<string, string>, inputs: Record<string, unknown> = {}) =>
  harness.runFlow(
    llmChainOn({
      id: 'm',
      name: 'googlevertexai',
      credential: 'cred-vx',
      inputs: { baseUrl: vertex.url, ...inputs },
    }),
    {
      question: 'hi',
      // The Google double is on loopback: the operator allows it.
      services: harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { 'cred-vx': credential },
      }),
    },
  )

describe('GoogleVertexAI (completion LLM) against a Google token and Vertex AI double', () => {
  it('trades the key’s signed JWT for a token, then asks generateContent of the project and region', async () => {
    const result = await ask(
      { googleApplicationCredential: vertex.keyJson },
      { modelName: 'gemini-1.5-pro', temperature: 0.2, maxOutputTokens: 80, region: 'europe-west4' },
    )
    expect(result.text).toBe('vertex gemini-1.5-pro: Say hi')
    const [token, generate] = vertex.requests.slice(-2)
    expect(token?.url).toBe('/token')
    expect(generate?.url).toBe(
      '/v1/projects/proj-x/locations/europe-west4/publishers/google/models/gemini-1.5-pro:generateContent',
    )
    expect(JSON.parse(generate?.body ?? '{}')).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'Say hi' }] }],
      generationConfig: { temperature: 0.2, maxOutputTokens: 80 },
    })
    expect(result.trace.usage).toEqual([
      { nodeId: 'm', model: 'gemini-1.5-pro', inputTokens: 4, outputTokens: 5 },
    ])
  })

  it('uses the credential’s Project ID over the key’s, and region us-central1 when none is given', async () => {
    await ask({ googleApplicationCredential: vertex.keyJson, projectID: 'other-proj' })
    expect(vertex.requests.at(-1)?.url).toBe(
      '/v1/projects/other-proj/locations/us-central1/publishers/google/models/gemini-2.0-flash-001:generateContent',
    )
  })

  it('never reads a credential file of the server, and fails on a key Google refuses', async () => {
    await expect(ask({ googleApplicationCredentialFilePath: '/etc/passwd' })).rejects.toThrow(
      /a credential file on the server is not read/,
    )
    const stranger = JSON.parse(vertex.keyJson) as Record<string, string>
    const wrongKey = JSON.stringify({ ...stranger, client_email: 'other@proj.iam.gserviceaccount.com' })
    await expect(ask({ googleApplicationCredential: wrongKey })).rejects.toThrow(
      /Google refused the service account key: HTTP 400/,
    )
  })
})
