import { beforeAll, expect, it } from 'vitest'
import {
  getAllOutputHandles,
  hydrateFlow,
  findInput,
  parseHandleId,
  ZFlowData,
  type TChatflowSaved,
  type TFlowData,
  type TImportResult,
} from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { readFlowiseOlderHandleFixtures } from '@unikflow/testkit/fixtures'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'
import { chatflowsClient } from '../../test/chatflows-client'

const fixtures = readFlowiseOlderHandleFixtures()

/** Edges no current node version has a handle for: saved as the file has them and reported. */
const UNMATCHED: Record<string, number> = {
  'claude-llm-2023-07.json': 1,
  'subquestion-query-engine-2024-02.json': 2,
}

const nameOf = (handle: string, nodeId: string) => parseHandleId(handle, nodeId)?.name

/**
 * Does the edge name handles the current versions of its nodes have? By name: types in a handle id
 * may be those of the saved version (they are matched by name whenever the flow is loaded).
 */
function matchesCurrentNodes(flow: TFlowData, edge: TFlowData['edges'][number]): boolean {
  const { flow: current } = hydrateFlow(flow, getNodeDescriptor, { migrations: 'run' })
  const source = current.nodes.find((n) => n.id === edge.source)
  const target = current.nodes.find((n) => n.id === edge.target)
  const outputName = nameOf(edge.sourceHandle, edge.source)
  const inputName = nameOf(edge.targetHandle, edge.target)
  if (!source || !target || outputName === undefined || inputName === undefined) return false
  return (
    getAllOutputHandles(source.data).some((o) => o.name === outputName) &&
    findInput(target.data, { name: inputName }) !== undefined
  )
}

describeDialects('Flowise exports with handles of older node versions (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'older@example.com', unik: 'Older exports' })
  let api: ReturnType<typeof chatflowsClient>
  beforeAll(() => {
    api = chatflowsClient(t.app, t.unik.id)
  })

  it('has the older templates to test', () => expect(fixtures.length).toBeGreaterThanOrEqual(6))

  it.each(fixtures.map((f) => [f.file, f] as const))(
    'saves %s with every node and edge, older handles moved to the current ones, the rest reported',
    async (file, fixture) => {
      const sent = ZFlowData.parse(fixture.json)
      const created = await api.create(t.owner, { name: file, flowData: fixture.text, category: 'imported' })
      expect(created.statusCode, created.body).toBe(201)
      const answer = created.json<TChatflowSaved>()
      const warnings = answer.warnings ?? []
      expect(warnings).toHaveLength(UNMATCHED[file] ?? 0)
      for (const w of warnings)
        expect(w).toMatchObject({ code: 'MISSING_HANDLE', edgeId: expect.any(String) })

      const stored = ZFlowData.parse(
        JSON.parse((await api.get(t.owner, answer.id)).json<TChatflowSaved>().flowData),
      )
      expect(stored.nodes.map((n) => n.id)).toEqual(sent.nodes.map((n) => n.id))
      expect(stored.edges.map((e) => [e.id, e.source, e.target])).toEqual(
        sent.edges.map((e) => [e.id, e.source, e.target]),
      )
      const reported = new Map(warnings.map((w) => [w.edgeId, w.handle]))
      let moved = 0
      for (const [i, edge] of stored.edges.entries()) {
        const original = sent.edges[i]
        if (!original) throw new Error('same edges')
        if (edge.sourceHandle !== original.sourceHandle) moved++
        if (reported.has(edge.id)) {
          // The end that matches nothing is kept exactly as the file has it.
          const handle = reported.get(edge.id)
          expect([original.sourceHandle, original.targetHandle]).toContain(handle)
          expect([edge.sourceHandle, edge.targetHandle]).toContain(handle)
          continue
        }
        expect(matchesCurrentNodes(stored, edge), `${file} ${edge.id}`).toBe(true)
      }
      // Each of these files has edges naming handles of older node versions: moved, or reported.
      expect(moved + warnings.length).toBeGreaterThan(0)

      // The canvas round trip: what was read back saves again, with the same report.
      const read = (await api.get(t.owner, answer.id)).json<TChatflowSaved>()
      const again = await api.update(t.owner, answer.id, { version: read.version, flowData: read.flowData })
      expect(again.statusCode, again.body).toBe(200)
      expect(again.json<TChatflowSaved>().warnings ?? []).toHaveLength(UNMATCHED[file] ?? 0)
    },
  )

  it('imports a Flowise export holding such a flow and names the kept edge by flow', async () => {
    const fixture = fixtures.find((f) => f.file === 'claude-llm-2023-07.json')
    if (!fixture) throw new Error('fixture')
    const file = {
      ChatFlow: [{ id: 'cf-older', name: 'Claude LLM', flowData: fixture.text, type: 'CHATFLOW' }],
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/export-import/import`,
      headers: t.owner.auth,
      payload: file,
    })
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json<TImportResult>()
    expect(result.chatflow).toBe(1)
    expect(result.warnings).toEqual([
      expect.stringMatching(/^Flow "Claude LLM": Edge ".*input-document-Document": /),
    ])
  })
})
