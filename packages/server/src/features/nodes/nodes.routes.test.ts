import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TComponentCredential, TPublicNodeDescriptor, TNodeOption } from '@unikflow/graph'
import { credentialDefinitions, nodeDescriptors } from '@unikflow/nodes'
import { signUp, type Session } from '../../test/api-client'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { loadFlowiseFixtures } from '../../test/flows'
import { modelListsByNode } from './model-lists'
import { loadMethods } from './load-methods'

// The catalogue is static data plus the auth check: one dialect is enough.
/** An app with a signed-in user and the calls the groups of tests below share. */
function catalogueSuite() {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { t: TestApp; user: Session }
  beforeAll(async () => {
    fx.t = await buildTestApp('sqlite')
    fx.user = await signUp(fx.t.app, 'palette@example.com')
  })
  afterAll(() => fx.t.close())

  const get = (url: string, headers: Record<string, string> = fx.user.auth) =>
    fx.t.app.inject({ method: 'GET', url, headers })
  const loadMethod = (name: string, payload: object) =>
    fx.t.app.inject({
      method: 'POST',
      url: `/api/v1/node-load-method/${name}`,
      headers: fx.user.auth,
      payload,
    })
  return Object.assign(fx, { get, loadMethod })
}

type CatalogueSuite = ReturnType<typeof catalogueSuite>

function nodeList(fx: CatalogueSuite) {
  const { get } = fx
  it('lists every node as plain data, without migration functions', async () => {
    const res = await get('/api/v1/nodes')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const list = res.json<TPublicNodeDescriptor[]>()
    expect(list.map((n) => n.name)).toEqual(nodeDescriptors.map((d) => d.name))
    for (const entry of list) {
      expect(entry).not.toHaveProperty('migrations')
      expect(entry).toMatchObject({
        name: expect.any(String),
        label: expect.any(String),
        version: expect.any(Number),
        category: expect.any(String),
        description: expect.any(String),
        baseClasses: expect.any(Array),
        inputs: expect.any(Array),
        type: expect.any(String),
      })
    }
    const openAI = list.find((n) => n.name === 'chatOpenAI')
    expect(openAI).toMatchObject({
      credential: { credentialNames: ['openAIApi'] },
      loadMethods: ['listModels'],
    })
    expect(JSON.stringify(list)).toEqual(res.body)
  })

  it('contains every node type the Flowise fixtures use', async () => {
    const names = new Set((await get('/api/v1/nodes')).json<TPublicNodeDescriptor[]>().map((n) => n.name))
    const used = new Set<string>()
    for (const { json } of loadFlowiseFixtures()) {
      const flow = json as { nodes: { data: { name: string } }[] }
      for (const node of flow.nodes) used.add(node.data.name)
    }
    expect(used.size).toBeGreaterThan(10)
    expect([...used].filter((name) => !names.has(name))).toEqual([])
  })

  it('answers the list with an ETag and 304 when it has not changed', async () => {
    const first = await get('/api/v1/nodes')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await get('/api/v1/nodes', { ...fx.user.auth, 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await get('/api/v1/nodes', { ...fx.user.auth, 'if-none-match': '"stale"' })
    expect(other.statusCode).toBe(200)
  })

  it('sends the list as brotli made once to a client that takes it, as plain JSON to one that does not', async () => {
    const plain = await get('/api/v1/nodes', { ...fx.user.auth, 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const [first, second] = await Promise.all(
      [1, 2].map(() => get('/api/v1/nodes', { ...fx.user.auth, 'accept-encoding': 'gzip, deflate, br' })),
    )
    expect(first?.headers['content-encoding']).toBe('br')
    expect(first?.headers.vary).toContain('accept-encoding')
    expect(first?.rawPayload.equals(second?.rawPayload ?? Buffer.alloc(0))).toBe(true)
    expect(brotliDecompressSync(first?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(plain.body)
  })

  it('needs a signed-in user for the list, one node, loaders and credentials', async () => {
    for (const url of ['/api/v1/nodes', '/api/v1/nodes/chatOpenAI', '/api/v1/components-credentials']) {
      expect((await get(url, {})).statusCode, url).toBe(401)
    }
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/api/v1/node-load-method/chatOpenAI',
      payload: { loadMethod: 'listModels' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('gives one node by name, and 404 NOT_FOUND for an unknown one', async () => {
    const res = await get('/api/v1/nodes/llmChain')
    expect(res.statusCode).toBe(200)
    const list = (await get('/api/v1/nodes')).json<TPublicNodeDescriptor[]>()
    expect(res.json()).toEqual(list.find((n) => n.name === 'llmChain'))
    const unknown = await get('/api/v1/nodes/noSuchNode')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Node "noSuchNode" not found' })
  })

  it('serves every node icon as SVG, publicly, with a long cache and an ETag', async () => {
    for (const { name } of nodeDescriptors) {
      const res = await get(`/api/v1/node-icon/${name}`, {})
      expect(res.statusCode, name).toBe(200)
      expect(res.headers['content-type'], name).toBe('image/svg+xml')
      expect(res.body, name).toMatch(/<svg[\s>]/)
      expect(res.headers['cache-control'], name).toMatch(/public, max-age=\d{6,}/)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    const first = await get('/api/v1/node-icon/chatOpenAI', {})
    const again = await get('/api/v1/node-icon/chatOpenAI', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    const unknown = await get('/api/v1/node-icon/noSuchNode', {})
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await get('/api/v1/node-icon/..%2F..%2Fpackage.json', {})).statusCode).toBe(404)
  })
}

function loadersAndCredentials(fx: CatalogueSuite) {
  const { get, loadMethod } = fx
  it('has a server loader for every load method a node declares', () => {
    for (const d of nodeDescriptors) {
      for (const method of d.loadMethods ?? [])
        expect(loadMethods.has(method), `${d.name}.${method}`).toBe(true)
    }
  })

  it('answers model lists from static options, each including the node default', async () => {
    const modelNodes = nodeDescriptors.filter(
      (d) => d.loadMethods?.includes('listModels') && !d.capabilities?.agentflowV2,
    )
    expect(modelNodes.map((d) => d.name)).toEqual(expect.arrayContaining(['chatOpenAI', 'chatAnthropic']))
    for (const d of modelNodes) {
      const res = await loadMethod(d.name, { loadMethod: 'listModels', inputs: {}, credential: 'x' })
      expect(res.statusCode, d.name).toBe(200)
      const options = res.json<TNodeOption[]>()
      expect(options, d.name).toEqual(modelListsByNode[d.name])
      expect(options.length, d.name).toBeGreaterThan(0)
      const input = d.inputs.find((i) => i.loadMethod === 'listModels')
      if (typeof input?.default === 'string')
        expect(
          options.map((o) => o.name),
          d.name,
        ).toContain(input.default)
    }
    const v2Models = (await loadMethod('llmAgentflow', { loadMethod: 'listModels' })).json<TNodeOption[]>()
    expect(v2Models.map((o) => o.name)).toEqual(expect.arrayContaining(['chatOpenAI', 'chatAnthropic']))
    const openAI = (await loadMethod('chatOpenAI', { loadMethod: 'listModels' })).json<TNodeOption[]>()
    expect(openAI[0]).toEqual({ label: 'gpt-4o-mini', name: 'gpt-4o-mini' })
  })

  it('answers every declared loader (empty lists for features not built yet)', async () => {
    for (const d of nodeDescriptors) {
      for (const method of d.loadMethods ?? []) {
        const res = await loadMethod(d.name, { loadMethod: method })
        expect(res.statusCode, `${d.name}.${method}`).toBe(200)
        expect(Array.isArray(res.json()), `${d.name}.${method}`).toBe(true)
      }
    }
  })

  it('refuses undeclared loaders, unknown nodes and bodies without a loadMethod', async () => {
    const undeclared = await loadMethod('llmChain', { loadMethod: 'listModels' })
    expect(undeclared.statusCode).toBe(404)
    expect(undeclared.json()).toMatchObject({ message: 'Node "llmChain" has no load method "listModels"' })
    expect((await loadMethod('chatOpenAI', { loadMethod: 'constructor' })).statusCode).toBe(404)
    expect((await loadMethod('noSuchNode', { loadMethod: 'listModels' })).statusCode).toBe(404)
    const bad = await loadMethod('chatOpenAI', {})
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' })
  })

  it('lists credential definitions (form fields only) and gives one by name', async () => {
    const res = await get('/api/v1/components-credentials')
    expect(res.statusCode).toBe(200)
    const list = res.json<TComponentCredential[]>()
    expect(list.map((c) => c.name)).toEqual(credentialDefinitions.map((c) => c.name))
    const openAI = list.find((c) => c.name === 'openAIApi')
    expect(openAI?.inputs.find((i) => i.name === 'openAIApiKey')).toMatchObject({ type: 'password' })
    for (const c of list) for (const input of c.inputs) expect(input).not.toHaveProperty('value')
    const one = await get('/api/v1/components-credentials/serpApi')
    expect(one.json()).toEqual(list.find((c) => c.name === 'serpApi'))
    expect((await get('/api/v1/components-credentials/nope')).statusCode).toBe(404)
  })
}

describe('node catalogue routes', () => {
  const fx = catalogueSuite()
  describe('the node list, one node and icons', () => nodeList(fx))
  describe('loaders and credential definitions', () => loadersAndCredentials(fx))
})
