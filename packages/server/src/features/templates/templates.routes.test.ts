import { expect, it } from 'vitest'
import {
  TEMPLATE_NAME_MANDATORY,
  type TChatflow,
  type TFlowData,
  type TTemplate,
  type TTemplateSummary,
  type TTemplateTool,
} from '@unikflow/graph'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { sampleFlow } from '../../test/flows'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('templates (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'owner@example.com',
    unik: 'Templates',
    users: {
      member: { email: 'member@example.com', role: 'member' },
      outsider: { email: 'outsider@example.com' },
    },
  })
  const base = () => `/api/v1/uniks/${t.unik.id}/marketplaces`
  const get = (url: string, session = t.owner) => t.app.inject({ method: 'GET', url, headers: session.auth })
  const save = (payload: object, session = t.owner) =>
    t.app.inject({ method: 'POST', url: `${base()}/custom`, headers: session.auth, payload })

  it('lists the community templates: at least 25 chatflows and the AR quiz, with their fields', async () => {
    const res = await get(`${base()}/templates`, t.member)
    expect(res.statusCode).toBe(200)
    const list = res.json<TTemplateSummary[]>()
    expect(list.filter((x) => x.type === 'Chatflow').length).toBeGreaterThanOrEqual(25)
    expect(new Set(list.map((x) => x.id)).size).toBe(list.length)
    expect(list.find((x) => x.id === 'ar-quiz')).toMatchObject({ framework: ['UPDL'], source: 'community' })
    for (const item of list) {
      expect(item.name.length, item.id).toBeGreaterThan(0)
      expect(item.description.length, item.id).toBeGreaterThan(20)
      expect(item.usecases.length, item.id).toBeGreaterThan(0)
      expect(item).not.toHaveProperty('flowData')
    }
    const one = (await get(`${base()}/templates/tool-agent-calculator`)).json<TTemplate>()
    const flow = JSON.parse(one.flowData) as TFlowData
    expect(flow.nodes.map((n) => n.data.name).sort()).toEqual([
      'bufferMemory',
      'calculator',
      'chatOpenAI',
      'toolAgent',
    ])
    expect(flow.edges).toHaveLength(3)
  })

  it('saves a flow as my template without its credentials, lists, opens and deletes it', async () => {
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', { openAIApiKey: 'sk-secret-key' })
    const data = sampleFlow()
    for (const node of data.nodes) if (node.data.name === 'chatOpenAI') node.data.credential = credential
    const flow: TChatflow = await api.flow(t.owner, 'Support bot', JSON.stringify(data))

    const refused = await save({ name: '  ', chatflowId: flow.id })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain(TEMPLATE_NAME_MANDATORY)
    expect((await save({ name: 'Mine', chatflowId: flow.id }, t.member)).statusCode).toBe(403)

    const saved = await save({
      name: 'Support bot template',
      description: 'Answers support questions',
      usecases: ['Support'],
      badge: 'TEAM',
      chatflowId: flow.id,
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const summary = saved.json<TTemplateSummary>()
    expect(summary).toMatchObject({
      type: 'Chatflow',
      source: 'custom',
      framework: ['LangChain'],
      badge: 'TEAM',
    })

    const mine = (await get(`${base()}/custom`, t.member)).json<TTemplateSummary[]>()
    expect(mine.map((x) => x.name)).toEqual(['Support bot template'])
    const opened = (await get(`${base()}/templates/${summary.id}`, t.member)).json<TTemplate>()
    expect(opened.flowData).not.toContain(credential)
    expect(opened.flowData).not.toContain('sk-secret-key')
    expect((JSON.parse(opened.flowData) as TFlowData).nodes).toHaveLength(3)

    // Another unik neither lists nor opens it.
    const other = await createUnik(t.app, t.outsider, 'Elsewhere')
    const theirs = await get(`/api/v1/uniks/${other.id}/marketplaces/templates/${summary.id}`, t.outsider)
    expect(theirs.statusCode).toBe(404)
    expect((await get(`/api/v1/uniks/${other.id}/marketplaces/custom`, t.outsider)).json()).toEqual([])

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/custom/${summary.id}`,
      headers: t.owner.auth,
    })
    expect(removed.statusCode).toBe(204)
    expect((await get(`${base()}/templates/${summary.id}`)).statusCode).toBe(404)
  })

  it('saves a tool as a template with its code, and refuses what is not in the unik', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/tools`,
      headers: t.owner.auth,
      payload: {
        name: 'add_numbers',
        description: 'Adds two numbers',
        color: '#336699',
        iconSrc: null,
        schema: '[]',
        func: 'return $a + $b',
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const saved = await save({ name: 'Adder', toolId: created.json<{ id: string }>().id })
    expect(saved.statusCode, saved.body).toBe(201)
    expect(saved.json<TTemplateSummary>()).toMatchObject({ type: 'Tool', framework: [] })
    const opened = (await get(`${base()}/templates/${saved.json<TTemplateSummary>().id}`)).json<TTemplate>()
    expect(JSON.parse(opened.flowData) as TTemplateTool).toMatchObject({
      name: 'add_numbers',
      func: 'return $a + $b',
    })
    expect((await save({ name: 'Ghost', toolId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    )
    expect((await save({ name: 'Both', toolId: 'a', chatflowId: 'b' })).statusCode).toBe(400)
  })
})
