import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakePetsApi, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
let api: TLocalServer
beforeAll(async () => {
  api = await startFakePetsApi()
})
afterAll(() => api.close())

describe('OpenAPI Chain', () => {
  it("calls the specification's operations with its headers, through the guard, and answers", async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'getPet', arguments: { id: 7 } }] },
      { content: 'Pet 7 is Rex.' },
    )
    const result = await harness.runFlow(
      [
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        {
          id: 'c',
          name: 'openApiChain',
          inputs: {
            model: '{{m.data.instance}}',
            yamlLink: `${api.url}/openapi.yaml`,
            headers: { Authorization: 'Bearer pets-key' },
          },
        },
      ],
      { question: 'Tell me about pet 7', services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }) },
    )
    expect(result.text).toBe('Pet 7 is Rex.')
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer pets-key')
  })
})
