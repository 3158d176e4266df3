import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { PETS_OPENAPI_SPEC, startFakePetsApi, type TLocalServer } from '@unikflow/testkit'

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

const agentWithToolkit = (inputs: Record<string, unknown>) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    { id: 'k', name: 'openAPIToolkit', inputs },
    { id: 'a', name: 'toolAgent', inputs: { model: '{{m.data.instance}}', tools: ['{{k.data.instance}}'] } },
  ])

describe('OpenAPI Toolkit', () => {
  it('gives the agent one tool per operation and calls them through the guard', async () => {
    const flow = agentWithToolkit({
      inputType: 'link',
      openApiLink: `${api.url}/openapi.yaml`,
      headers: { Authorization: 'Bearer pets-key' },
    })
    harness.openai.queue(
      { toolCalls: [{ name: 'getPet', arguments: { id: 7, verbose: true } }] },
      { toolCalls: [{ name: 'createPet', arguments: { body: { name: 'Rex' } } }] },
      { content: 'Pet 7 is Rex.' },
    )
    const result = await ask(flow)
    expect(result.text).toBe('Pet 7 is Rex.')
    const [get, post] = api.requests.slice(-2)
    expect(get).toMatchObject({ method: 'GET', url: '/v1/pets/7?verbose=true' })
    expect(get?.headers.authorization).toBe('Bearer pets-key')
    expect(post).toMatchObject({ method: 'POST', url: '/v1/pets', body: '{"name":"Rex"}' })
    expect(post?.headers['content-type']).toBe('application/json')
    const tools = (
      chat().at(-3)?.body as { tools: Array<{ function: { name: string; parameters: unknown } }> }
    ).tools
    expect(tools.map((t) => t.function.name)).toEqual(['getPet', 'createPet'])
    // The $ref of the request body was followed.
    expect(JSON.stringify(tools[1]?.function.parameters)).toContain('"name":{"type":"string"}')
    expect(result.usedTools?.[0]?.toolOutput).toContain('"url":"/v1/pets/7?verbose=true"')
  })

  it('an uploaded file with chosen endpoints and server', async () => {
    const file = `data:application/yaml;base64,${Buffer.from(PETS_OPENAPI_SPEC).toString('base64')},filename:pets.yaml`
    const flow = agentWithToolkit({
      inputType: 'file',
      openApiFile: file,
      selectedEndpoints: ['getPet'],
      selectedServer: `${api.url}/v1`,
    })
    harness.openai.queue({ toolCalls: [{ name: 'getPet', arguments: { id: 3 } }] }, { content: 'done' })
    await ask(flow)
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/3' })
    const tools = (chat().at(-2)?.body as { tools: Array<{ function: { name: string } }> }).tools
    expect(tools.map((t) => t.function.name)).toEqual(['getPet'])
  })

  it('the link itself passes the outbound guard', async () => {
    const before = api.requests.length
    const flow = agentWithToolkit({ inputType: 'link', openApiLink: `${api.url}/openapi.yaml` })
    await expect(ask(flow, [])).rejects.toThrow(/private or reserved/)
    expect(api.requests.length).toBe(before)
  })
})
