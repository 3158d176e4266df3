import { beforeAll, expect, it } from 'vitest'
import { migrateFlow, ZFlowData, type TChatflow, type TErrorBody } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'
import { chatflowsClient } from '../../test/chatflows-client'
import { loadFlowiseFixtures } from '../../test/flows'

type JsonNode = Record<string, unknown> & { id: string; data: Record<string, unknown> }
type JsonFlow = Record<string, unknown> & { nodes: JsonNode[]; edges: Record<string, unknown>[] }

const EDITOR_ONLY = ['selected', 'dragging', 'positionAbsolute', 'measured', 'resizing']
const fixtures = loadFlowiseFixtures()

/** What we expect back: the file minus editor-only state (node fields and `data.selected`). */
function withoutEditorState(flow: JsonFlow): JsonFlow {
  return {
    ...flow,
    nodes: flow.nodes.map((node) => {
      const kept = Object.fromEntries(Object.entries(node).filter(([key]) => !EDITOR_ONLY.includes(key)))
      const { selected: _selected, ...data } = node.data
      return { ...kept, id: node.id, data }
    }),
  }
}

describeDialects('Flowise fixtures through the API (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'importer@example.com', unik: 'Imports' })
  let api: ReturnType<typeof chatflowsClient>
  beforeAll(() => {
    api = chatflowsClient(t.app, t.unik.id)
  })

  it('has the shared fixtures to test', () => expect(fixtures.length).toBeGreaterThanOrEqual(7))

  it.each(fixtures.map((f) => [f.file, f] as const))(
    'saves %s as-is (older nodes migrated) and reads every node and edge back',
    async (file, fixture) => {
      // A Flowise marketplace template is a flowData document with metadata beside nodes and edges.
      // Nodes saved at an older version are stored migrated: the browser cannot migrate them later.
      const migrated = migrateFlow(ZFlowData.parse(fixture.json), getNodeDescriptor)
      const byId = new Map(migrated.flow.nodes.map((n) => [n.id, n]))
      const source = fixture.json as JsonFlow
      const original: JsonFlow = {
        ...source,
        nodes: source.nodes.map((n) => {
          const m = byId.get(n.id)
          return m ? { ...n, data: { ...n.data, version: m.data.version, inputs: m.data.inputs } } : n
        }),
      }
      const created = await api.create(t.owner, { name: file, flowData: fixture.text, category: 'imported' })
      expect(created.statusCode, created.body).toBe(201)
      const flow = created.json<TChatflow>()
      expect(flow.nodeCount).toBe(original.nodes.length)

      const read = (await api.get(t.owner, flow.id)).json<TChatflow>()
      const stored = JSON.parse(read.flowData) as JsonFlow
      expect(stored.nodes.map((n) => n.id)).toEqual(original.nodes.map((n) => n.id))
      expect(stored.edges).toEqual(original.edges)
      expect(stored).toMatchObject(withoutEditorState(original))
      for (const node of stored.nodes) {
        for (const field of EDITOR_ONLY) expect(node, `${file} ${node.id}.${field}`).not.toHaveProperty(field)
        expect(node.data).not.toHaveProperty('selected')
      }

      // Saving what was read back (the canvas round trip) changes nothing but the version.
      const saved = await api.update(t.owner, flow.id, { version: read.version, flowData: read.flowData })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json<TChatflow>().flowData).toBe(read.flowData)
    },
  )

  it('refuses a fixture whose edge points at a node that is not there, naming both', async () => {
    const fixture = fixtures.find((f) => f.file === 'llm-chain.json') ?? fixtures[0]
    if (!fixture) throw new Error('no fixture')
    const flow = structuredClone(fixture.json) as JsonFlow
    const edge = flow.edges[0]
    if (!edge) throw new Error('fixture has edges')
    const missing = String(edge.source)
    flow.nodes = flow.nodes.filter((n) => n.id !== missing)
    const res = await api.create(t.owner, { name: 'Broken', flowData: JSON.stringify(flow) })
    expect(res.statusCode).toBe(400)
    const body = res.json<TErrorBody>()
    expect(body.code).toBe('VALIDATION')
    expect(body.message).toContain(`Edge "${String(edge.id)}": Source node "${missing}" does not exist`)
  })
})
