import { beforeAll, describe, expect, it } from 'vitest'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'
import type { TNodeOption } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

// Custom Tool and Document Store nodes pick a saved tool / store of the unik the canvas belongs to.
/** A unik with a saved tool and document store, an outsider, and the ask call the groups of tests below share. */
function unikOptionsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { outsider: Session; toolId: string; storeId: string }
  const t = unikFixture(dialect, { owner: 'options-owner@example.com', unik: 'Options' })

  beforeAll(async () => {
    fx.outsider = await signUp(t.app, 'options-outsider@example.com')
    const api = runsClient(t.app, t.unik.id)
    const tool = await api.call(t.owner, 'POST', '/tools', {
      name: 'get_weather',
      description: 'Weather of a city',
      schema: JSON.stringify([
        { property: 'city', type: 'string', description: 'City name', required: true },
        { property: 'days', type: 'number', description: '', required: false },
      ]),
      func: 'return "sunny"',
    })
    fx.toolId = tool.json<{ id: string }>().id
    const store = await api.call(t.owner, 'POST', '/document-store/store', {
      name: 'Handbook',
      description: 'HR',
    })
    expect(store.statusCode, store.body).toBeLessThan(300)
    fx.storeId = store.json<{ id: string }>().id
  })

  const ask = (session: Session, unikId: string, node: string, loadMethod: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${unikId}/node-load-method/${node}`,
      headers: session.auth,
      payload: { loadMethod, inputs: {} },
    })
  return Object.assign(fx, { t, ask })
}

type UnikOptionsSuite = ReturnType<typeof unikOptionsSuite>

function savedData(fx: UnikOptionsSuite) {
  const { t, ask } = fx
  it('lists the saved tools and document stores of the unik', async () => {
    const tools = await ask(t.owner, t.unik.id, 'customTool', 'listTools')
    expect(tools.statusCode, tools.body).toBe(200)
    expect(tools.json<TNodeOption[]>()).toEqual([
      { label: 'get_weather', name: fx.toolId, description: 'Weather of a city' },
    ])
    for (const node of ['documentStore', 'documentStoreVS']) {
      const stores = await ask(t.owner, t.unik.id, node, 'listStores')
      expect(stores.json<TNodeOption[]>()).toEqual([
        { label: 'Handbook', name: fx.storeId, description: 'HR' },
      ])
    }
  })

  // Agentflow v2: state keys come from the Start node of the flow the canvas sends; a Tool node's
  // argument names from the schema of the saved custom tool it chose.
  it('lists the flow state keys Start declares and the arguments of the chosen saved tool', async () => {
    const keys = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/node-load-method/llmAgentflow`,
      headers: t.owner.auth,
      payload: {
        loadMethod: 'listRuntimeStateKeys',
        inputs: {},
        flowNodes: [
          { name: 'llmAgentflow', inputs: {} },
          {
            name: 'startAgentflow',
            inputs: { startState: [{ key: 'topic', value: '' }, { key: 'lang', value: 'en' }, { key: '' }] },
          },
        ],
      },
    })
    expect(keys.statusCode, keys.body).toBe(200)
    expect(keys.json<TNodeOption[]>()).toEqual([
      { label: 'topic', name: 'topic' },
      { label: 'lang', name: 'lang' },
    ])
    const args = (selectedTool: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/uniks/${t.unik.id}/node-load-method/toolAgentflow`,
        headers: t.owner.auth,
        payload: {
          loadMethod: 'listToolInputArgs',
          inputs: {
            toolAgentflowSelectedTool: 'customTool',
            toolAgentflowSelectedToolConfig: { toolAgentflowSelectedTool: 'customTool', selectedTool },
          },
        },
      })
    const chosen = await args(fx.toolId)
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json<TNodeOption[]>()).toEqual([
      { label: 'city', name: 'city', description: 'City name' },
      { label: 'days', name: 'days' },
    ])
    expect((await args('no-such-tool')).json()).toEqual([])
  })

  // Without the nodes (a canvas showing the saved flow), the state keys come from the stored flow.
  it('reads the state keys of the saved flow when the request names it instead of sending its nodes', async () => {
    const flow = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name: 'Saved v2',
      type: 'AGENTFLOW',
      flowData: readAgentflowV2Fixture('support-desk.json').text,
    })
    const stateKeys = (session: Session, unikId: string, extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/uniks/${unikId}/node-load-method/llmAgentflow`,
        headers: session.auth,
        payload: { loadMethod: 'listRuntimeStateKeys', inputs: {}, ...extra },
      })
    const saved = await stateKeys(t.owner, t.unik.id, { flowId: flow.id })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<TNodeOption[]>()).toEqual([{ label: 'topic', name: 'topic' }])
    // Unsaved edits travel with the request and win over the stored flow.
    const edited = await stateKeys(t.owner, t.unik.id, {
      flowId: flow.id,
      flowNodes: [{ name: 'startAgentflow', inputs: { startState: [{ key: 'draft', value: '' }] } }],
    })
    expect(edited.json<TNodeOption[]>()).toEqual([{ label: 'draft', name: 'draft' }])
    expect((await stateKeys(t.owner, t.unik.id, { flowId: 'no-such-flow' })).statusCode).toBe(404)
    // Another unik's flow is not found through one's own unik, nor through its unik by an outsider.
    const ownUnik = (await createUnik(t.app, fx.outsider, 'Mine')).id
    expect((await stateKeys(fx.outsider, ownUnik, { flowId: flow.id })).statusCode).toBe(404)
    expect((await stateKeys(fx.outsider, t.unik.id, { flowId: flow.id })).statusCode).toBe(404)
  })
}

function catalogueToolsAndOutsiders(fx: UnikOptionsSuite) {
  const { t, ask } = fx
  // Catalogue tools: the arguments their runtime declares, read from the tool node's config.
  it('lists the arguments of the catalogue tool a Tool node chose', async () => {
    const args = (tool: string, config: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/uniks/${t.unik.id}/node-load-method/toolAgentflow`,
        headers: t.owner.auth,
        payload: {
          loadMethod: 'listToolInputArgs',
          inputs: {
            toolAgentflowSelectedTool: tool,
            toolAgentflowSelectedToolConfig: { toolAgentflowSelectedTool: tool, ...config },
          },
        },
      })
    const calculator = await args('calculator', {})
    expect(calculator.statusCode, calculator.body).toBe(200)
    expect(calculator.json<TNodeOption[]>()).toEqual([{ label: 'input', name: 'input' }])
    const querySchema = JSON.stringify({ city: { type: 'string', in: 'query', description: 'City name' } })
    const get = await args('requestsGet', { requestsGetQueryParamsSchema: querySchema })
    expect(get.json<TNodeOption[]>()).toEqual([
      { label: 'url', name: 'url', description: 'The URL to send the GET request to' },
      { label: 'city', name: 'city', description: 'City name' },
    ])
    // A fixed URL is no argument; a config left from another tool is not read.
    const fixed = await args('requestsGet', { requestsGetUrl: 'https://api.example.com/weather' })
    expect(fixed.json<TNodeOption[]>()).toEqual([])
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/node-load-method/toolAgentflow`,
      headers: t.owner.auth,
      payload: {
        loadMethod: 'listToolInputArgs',
        inputs: {
          toolAgentflowSelectedTool: 'requestsGet',
          toolAgentflowSelectedToolConfig: { toolAgentflowSelectedTool: 'calculator', requestsGetUrl: 'x' },
        },
      },
    })
    expect(stale.json<TNodeOption[]>().map((o) => o.name)).toEqual(['url'])
  })

  it('shows nothing of a unik to someone outside it', async () => {
    expect((await ask(fx.outsider, t.unik.id, 'customTool', 'listTools')).statusCode).toBe(404)
    const unscoped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/node-load-method/customTool',
      headers: fx.outsider.auth,
      payload: { loadMethod: 'listTools', inputs: {} },
    })
    expect(unscoped.json()).toEqual([])
  })
}

describeDialects('node options from unik data (%s)', (dialect) => {
  const fx = unikOptionsSuite(dialect)
  describe('saved tools, stores and flow state', () => savedData(fx))
  describe('catalogue tools, and someone outside the unik', () => catalogueToolsAndOutsiders(fx))
})
