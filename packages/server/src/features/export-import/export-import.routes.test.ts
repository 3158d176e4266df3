import { describe, expect, it } from 'vitest'
import type { TExportBundle, TFlowData, TImportResult, TUnik } from '@unikflow/graph'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { ALL, exportImportSuite, type ExportImportSuite } from '../../test/export-import-suite'
import { sampleFlow } from '../../test/flows'

/** An export without what differs by design between two uniks: ids, references to them, the file's name. */
function withoutIds(bundle: TExportBundle, ids: string[]): unknown {
  let text = JSON.stringify({ ...bundle, FileDefaultName: '' })
  for (const [i, id] of ids.entries()) text = text.split(id).join(`<id${i}>`)
  return JSON.parse(text)
}
const idsOf = (b: TExportBundle) =>
  [...b.ChatFlow, ...b.AgentFlow, ...b.Tool, ...b.Variable, ...b.Assistant].map((x) => x.id)

function roundTrip(fx: ExportImportSuite) {
  const { t, url, exportOf, importInto } = fx
  it('exports the chosen kinds without credentials, files or secrets, named by the server', async () => {
    const bundle = await exportOf(t.unik.id)
    expect(bundle.FileDefaultName).toMatch(/^ExportData-\d{4}-\d{2}-\d{2}\.json$/)
    expect(bundle.ChatFlow.map((f) => f.name)).toEqual(['Support bot'])
    expect(bundle.AgentFlow.map((f) => f.name)).toEqual(['Planner'])
    expect(bundle.Tool.map((x) => x.name)).toEqual(['shout'])
    expect(bundle.Variable.map((x) => x.name)).toEqual(['greeting'])
    expect(bundle.Assistant).toHaveLength(1)
    const text = JSON.stringify(bundle)
    expect(text).not.toContain('sk-very-secret')
    expect(text).not.toContain('c2VjcmV0')
    const nodes = JSON.parse(bundle.ChatFlow[0]?.flowData ?? '{}') as TFlowData
    expect(nodes.nodes.every((n) => n.data.credential === undefined)).toBe(true)
    expect(JSON.parse(bundle.Assistant[0]?.details ?? '{}')).not.toHaveProperty('chatModel.credential')
    expect(bundle.Assistant[0]?.credential).toBeNull()

    const some = await exportOf(t.unik.id, { chatflow: true, tool: true })
    expect([some.ChatFlow.length, some.AgentFlow.length, some.Tool.length, some.Variable.length]).toEqual([
      1, 0, 1, 0,
    ])
    const none = await t.app.inject({
      method: 'POST',
      url: url(t.unik.id, 'export'),
      headers: t.member.auth,
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ message: 'Select at least one kind to export' })
    const member = await t.app.inject({
      method: 'POST',
      url: url(t.unik.id, 'export'),
      headers: t.member.auth,
      payload: ALL,
    })
    expect(member.statusCode).toBe(200)
  })

  it('round trip: import into another unik gets new ids, rewrites references, exports the same', async () => {
    const first = await exportOf(t.unik.id)
    const other: TUnik = await createUnik(t.app, t.owner, 'Target')
    const res = await importInto(other.id, first)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TImportResult>()).toEqual({
      chatflow: 1,
      agentflow: 1,
      tool: 1,
      variable: 1,
      assistant: 1,
      documentStore: 0,
      customTemplate: 0,
      skipped: [],
    })
    const second = await exportOf(other.id)
    const firstIds = idsOf(first)
    const secondIds = idsOf(second)
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([])
    expect(withoutIds(second, secondIds)).toEqual(withoutIds(first, firstIds))
    // The flow's Custom Tool node and the assistant point at the new tool.
    const newTool = second.Tool[0]?.id ?? ''
    expect(second.ChatFlow[0]?.flowData).toContain(newTool)
    expect(JSON.parse(second.Assistant[0]?.details ?? '{}')).toMatchObject({
      tools: [{ kind: 'custom', toolId: newTool }],
    })
    // The imported assistant runs as its own flow in the target unik.
    const flows = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${other.id}/chatflows?type=ASSISTANT`,
      headers: t.owner.auth,
    })
    expect(flows.json<{ items: { id: string }[] }>().items.map((f) => f.id)).toEqual([
      second.Assistant[0]?.id,
    ])
    // Each imported flow starts its version history, as a flow created on the canvas does.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${other.id}/chatflows/${second.ChatFlow[0]?.id}/versions`,
      headers: t.owner.auth,
    })
    expect(history.json<{ version: number; nodeCount: number }[]>()).toMatchObject([
      { version: 1, nodeCount: JSON.parse(second.ChatFlow[0]?.flowData ?? '{}').nodes.length },
    ])
  })
}

function renamesAndRefusals(fx: ExportImportSuite) {
  const { t, exportOf, importInto } = fx
  it('renames what exists: " (1)" for flows, "_1" for tools and variables, with $vars references', async () => {
    const bundle = await exportOf(t.unik.id)
    for (const round of [1, 2]) {
      const res = await importInto(t.unik.id, bundle)
      expect(res.statusCode, res.body).toBe(200)
      const again = await exportOf(t.unik.id)
      expect(again.ChatFlow.map((f) => f.name)).toContain(`Support bot (${round})`)
      expect(again.AgentFlow.map((f) => f.name)).toContain(`Planner (${round})`)
      expect(again.Tool.map((x) => x.name)).toContain(`shout_${round}`)
      expect(again.Variable.map((x) => x.name)).toContain(`greeting_${round}`)
      const renamed = again.ChatFlow.find((f) => f.name === `Support bot (${round})`)
      expect(renamed?.flowData).toContain(`{{$vars.greeting_${round}}}`)
    }
  })

  it('imports nothing when any part of the file is bad, and only editors import', async () => {
    const target = await createUnik(t.app, t.owner, 'Atomic')
    const good = await exportOf(t.unik.id)
    const broken = {
      ...good,
      AgentFlow: [{ ...good.AgentFlow[0], name: 'Broken', flowData: '{"nodes":[{"id":"x"}],"edges":[]}' }],
    }
    const res = await importInto(target.id, broken)
    expect(res.statusCode).toBe(400)
    expect(res.json<{ message: string }>().message).toMatch(/^Flow "Broken": Invalid flowData/)
    const badTool = await importInto(target.id, { ...good, Tool: [{ ...good.Tool[0], name: 'Has Space' }] })
    expect(badTool.statusCode).toBe(400)
    expect((await importInto(target.id, { Nothing: [] })).statusCode).toBe(400)
    expect((await importInto(t.unik.id, good, t.member)).statusCode).toBe(403)
    const after = await exportOf(target.id)
    expect([after.ChatFlow, after.AgentFlow, after.Tool, after.Variable, after.Assistant].flat()).toEqual([])
  })
}

function storesAndTemplates(fx: ExportImportSuite) {
  const { t, exportOf, importInto } = fx
  it('exports document stores (chunks, no credential) and my templates only when asked, and imports them', async () => {
    const db = t.database.db
    const now = new Date().toISOString()
    const storeId = '11111111-2222-4333-8444-555555555555'
    await db
      .insertInto('document_stores')
      .values({
        id: storeId,
        unik_id: t.unik.id,
        name: 'Handbook',
        description: 'Team handbook',
        status: 'UPSERTED',
        embedding_config: JSON.stringify({
          name: 'openAIEmbeddings',
          config: { credential: 'cred-secret-id' },
        }),
        vector_store_config: JSON.stringify({ name: 'unikflowVectorStore', config: {} }),
        record_manager_config: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('document_store_loaders')
      .values({
        id: 'loader-1-aaaaaaaaaaaaaaaa',
        unik_id: t.unik.id,
        store_id: storeId,
        loader_name: 'plainText',
        loader_config: JSON.stringify({ text: 'Holidays: 28 days.' }),
        splitter_name: 'recursiveCharacterTextSplitter',
        splitter_config: JSON.stringify({ chunkSize: 500 }),
        status: 'SYNC',
        error: null,
        progress_done: 1,
        progress_total: 1,
        progress_chunks: 2,
        total_chunks: 2,
        total_chars: 30,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('document_store_chunks')
      .values(
        ['Holidays: 28 days.', 'Laptops from IT.'].map((text, i) => ({
          id: `chunk-${i}-bbbbbbbbbbbbbbbb`,
          unik_id: t.unik.id,
          store_id: storeId,
          loader_id: 'loader-1-aaaaaaaaaaaaaaaa',
          chunk_no: i,
          page_content: text,
          metadata: JSON.stringify({ source: 'handbook' }),
        })),
      )
      .execute()
    const template = await fx.api.call(t.owner, 'POST', '/marketplaces/custom', {
      name: 'Shout tool',
      usecases: ['Fun'],
      toolId: (await fx.api.call(t.owner, 'GET', '/tools')).json<{ id: string }[]>()[0]?.id,
    })
    expect(template.statusCode, template.body).toBe(201)

    const plain = await exportOf(t.unik.id)
    expect(plain).not.toHaveProperty('DocumentStore')
    expect(plain).not.toHaveProperty('CustomTemplate')
    const full = await exportOf(t.unik.id, { ...ALL, documentStore: true, customTemplate: true })
    expect(full.DocumentStore?.map((x) => x.name)).toEqual(['Handbook'])
    expect(JSON.stringify(full.DocumentStore)).not.toContain('cred-secret-id')
    expect(full.DocumentStoreFileChunk?.map((c) => c.pageContent)).toEqual([
      'Holidays: 28 days.',
      'Laptops from IT.',
    ])
    expect(full.CustomTemplate?.map((x) => [x.name, x.type, x.usecases])).toEqual([
      ['Shout tool', 'Tool', ['Fun']],
    ])

    const other: TUnik = await createUnik(t.app, t.owner, 'Knowledge target')
    const res = await importInto(other.id, {
      DocumentStore: full.DocumentStore,
      DocumentStoreFileChunk: full.DocumentStoreFileChunk,
      CustomTemplate: full.CustomTemplate,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TImportResult>()).toMatchObject({ documentStore: 1, customTemplate: 1, chatflow: 0 })
    const stores = await db
      .selectFrom('document_stores')
      .selectAll()
      .where('unik_id', '=', other.id)
      .execute()
    // The id is taken (by the source unik's store): a new one. Chunks are there; vectors need an upsert.
    expect(stores.map((x) => [x.name, x.status, x.id === storeId])).toEqual([['Handbook', 'SYNC', false]])
    const chunks = await db
      .selectFrom('document_store_chunks')
      .select(['page_content', 'chunk_no'])
      .where('store_id', '=', stores[0]?.id ?? '')
      .orderBy('chunk_no')
      .execute()
    expect(chunks.map((c) => c.page_content)).toEqual(['Holidays: 28 days.', 'Laptops from IT.'])
    // Imported again: the name is taken in that unik, so the copy is "Handbook (1)", as flows are named.
    const again = await importInto(other.id, { DocumentStore: full.DocumentStore })
    expect(again.statusCode, again.body).toBe(200)
    const names = await db
      .selectFrom('document_stores')
      .select('name')
      .where('unik_id', '=', other.id)
      .orderBy('name')
      .execute()
    expect(names.map((x) => x.name)).toEqual(['Handbook', 'Handbook (1)'])
    const templates = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${other.id}/marketplaces/custom`,
      headers: t.owner.auth,
    })
    expect(templates.json<{ name: string }[]>().map((x) => x.name)).toEqual(['Shout tool'])
  })
}

function flowiseFiles(fx: ExportImportSuite) {
  const { t, exportOf, importInto } = fx
  it('imports Flowise 2.x/3.x files: AgentFlowV2, AssistantFlow without a custom assistant, others skipped', async () => {
    const target = await createUnik(t.app, t.owner, 'From Flowise')
    const flowData = JSON.stringify(sampleFlow())
    const flowise = {
      ChatFlow: [
        {
          id: 'cf-1',
          name: 'Chain',
          flowData,
          type: 'CHATFLOW',
          deployed: false,
          isPublic: false,
          workspaceId: 'w',
        },
      ],
      AgentFlowV2: [{ id: 'af-2', name: 'Agent v2', flowData: '{"nodes":[],"edges":[]}', type: 'AGENTFLOW' }],
      AssistantFlow: [{ id: 'as-1', name: 'Assistant flow', flowData, type: 'ASSISTANT' }],
      AssistantCustom: [
        { id: 'as-1', details: '{"name":"flowise shape","instruction":"x"}', type: 'CUSTOM' },
      ],
      AssistantOpenAI: [{ id: 'oa-1', details: '{}', type: 'OPENAI' }],
      ChatMessage: [{ id: 'm1' }],
      Tool: [
        {
          id: 'tool-1',
          name: 'lookup',
          description: 'Looks up',
          color: 'red',
          schema: '[]',
          func: 'return 1',
          iconSrc: null,
        },
      ],
      Variable: [{ id: 'var-1', name: 'region', value: 'eu', type: 'static' }],
    }
    const res = await importInto(target.id, flowise)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TImportResult>()).toMatchObject({
      chatflow: 2,
      agentflow: 1,
      tool: 1,
      variable: 1,
      assistant: 0,
    })
    expect(res.json<TImportResult>().skipped).toHaveLength(1)
    const out = await exportOf(target.id)
    expect(out.ChatFlow.map((f) => f.name).sort()).toEqual(['Assistant flow', 'Chain'])
    expect(out.AgentFlow.map((f) => [f.name, f.type])).toEqual([['Agent v2', 'AGENTFLOW']])
    // Short ids of the file are kept when free.
    expect(out.Tool[0]?.id).toBe('tool-1')
  })
}

describeDialects('export and import (%s)', (dialect) => {
  const fx = exportImportSuite(dialect)
  describe('exporting and importing again', () => roundTrip(fx))
  describe('renames and refusals', () => renamesAndRefusals(fx))
  describe('document stores and templates', () => storesAndTemplates(fx))
  describe('Flowise files', () => flowiseFiles(fx))
})
