import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakePetsApi, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()
let api: TLocalServer
beforeAll(async () => {
  api = await startFakePetsApi()
})
afterAll(() => api.close())

const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))
const ask = (flowData: ReturnType<typeof buildFlow>, allow = ['127.0.0.1']) =>
  harness.runFlow(flowData, {
    question: 'Tell me about pet 7',
    services: harness.services({ allowPrivateHosts: allow }),
  })

describe('GET / POST API chains', () => {
  const docs = () => `Base URL: ${api.url}/v1. GET /pets/{id} reads a pet. POST /pets with {"name"} adds one.`
  const chainFlow = (name: 'getApiChain' | 'postApiChain') =>
    buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      {
        id: 'c',
        name,
        inputs: { model: '{{m.data.instance}}', apiDocs: docs(), headers: '{"X-Key":"k1"}' },
      },
    ])
  it('GET: the model writes the URL from the docs, the answer comes from the response', async () => {
    harness.openai.queue({ content: `${api.url}/v1/pets/7` }, { content: 'It is Rex.' })
    const result = await ask(chainFlow('getApiChain'))
    expect(result.text).toBe('It is Rex.')
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
    expect(api.requests.at(-1)?.headers['x-key']).toBe('k1')
    expect(JSON.stringify(chat().at(-2)?.body)).toContain('GET /pets/{id} reads a pet')
    expect(JSON.stringify(chat().at(-1)?.body)).toContain('\\"name\\":\\"Rex\\"')
  })

  it('POST: the model writes the URL and the JSON body', async () => {
    harness.openai.queue(
      { content: `{"url": "${api.url}/v1/pets", "data": {"name": "Tom"}}` },
      { content: 'Added Tom.' },
    )
    const result = await ask(chainFlow('postApiChain'))
    expect(result.text).toBe('Added Tom.')
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/pets', body: '{"name":"Tom"}' })
  })

  it('sends the Headers only to a host the docs name (the same server under another name gets none)', async () => {
    const elsewhere = api.url.replace('127.0.0.1', 'localhost')
    harness.openai.queue({ content: `${elsewhere}/v1/pets/7` }, { content: 'It is Rex.' })
    await ask(chainFlow('getApiChain'), ['127.0.0.1', 'localhost'])
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
    expect(api.requests.at(-1)?.headers['x-key']).toBeUndefined()
  })

  it('a URL the guard refuses reaches the model as a failed request', async () => {
    const before = api.requests.length
    harness.openai.queue({ content: `${api.url}/v1/pets/7` }, { content: 'Could not reach it.' })
    const result = await ask(chainFlow('getApiChain'), [])
    expect(result.text).toBe('Could not reach it.')
    expect(api.requests.length).toBe(before)
    expect(JSON.stringify(chat().at(-1)?.body)).toContain('The request failed')
  })
})
