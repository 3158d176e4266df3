import { beforeAll, expect, it } from 'vitest'
import type { TChatflow, TChatflowSaved, TErrorBody } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { readUnknownNodeFixture } from '@unikflow/testkit/fixtures'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { predict } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

type JsonNode = { id: string; data: { name: string } & Record<string, unknown> } & Record<string, unknown>
type JsonFlow = { nodes: JsonNode[]; edges: Record<string, unknown>[] }

const cases = [
  {
    file: 'chatflow-with-unknown-store.json',
    type: 'CHATFLOW',
    unknown: ['exampleVectorStore_0'],
  },
  {
    file: 'agentflow-v2.json',
    type: 'AGENTFLOW',
    unknown: [
      'exampleStartAgentflow_0',
      'exampleConditionAgentflow_0',
      'exampleLlmAgentflow_0',
      'exampleDirectReplyAgentflow_0',
    ],
  },
] as const

describeDialects('flows with unknown nodes (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'unknown-nodes@example.com', unik: 'Unknown nodes' })
  let api: ReturnType<typeof chatflowsClient>
  beforeAll(() => {
    api = chatflowsClient(t.app, t.unik.id)
  })

  it.each(cases)('saves $file with every node and edge and reads it back unchanged', async (c) => {
    const fixture = readUnknownNodeFixture(c.file)
    const sent = fixture.json as JsonFlow
    for (const id of c.unknown) {
      const name = sent.nodes.find((n) => n.id === id)?.data.name ?? ''
      expect(getNodeDescriptor(name), `${name} became a known node: pick another name`).toBeUndefined()
    }
    const created = await api.create(t.owner, { name: c.file, flowData: fixture.text, type: c.type })
    expect(created.statusCode, created.body).toBe(201)
    const flow = created.json<TChatflow>()
    expect(flow.nodeCount).toBe(sent.nodes.length)

    const read = (await api.get(t.owner, flow.id)).json<TChatflow>()
    const stored = JSON.parse(read.flowData) as JsonFlow
    expect(stored.edges).toEqual(sent.edges)
    expect(stored.nodes.map((n) => n.id)).toEqual(sent.nodes.map((n) => n.id))
    for (const id of c.unknown) {
      // Byte for byte: numeric output names, missing fields and key order as the file has them.
      const text = (f: JsonFlow) => JSON.stringify(f.nodes.find((n) => n.id === id))
      expect(text(stored), id).toBe(text(sent))
    }

    // Saving what was read back (the canvas round trip) changes nothing.
    const saved = await api.update(t.owner, flow.id, { version: read.version, flowData: read.flowData })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<TChatflow>().flowData).toBe(read.flowData)
  })

  it('keeps an edge to a handle the unknown node does not store, naming it in the warnings', async () => {
    const flow = structuredClone(readUnknownNodeFixture('chatflow-with-unknown-store.json').json) as JsonFlow
    const edge = flow.edges.find((e) => e.target === 'exampleVectorStore_0')
    if (!edge) throw new Error('fixture has an edge into the unknown node')
    edge.targetHandle = 'exampleVectorStore_0-input-gone-Embeddings'
    const res = await api.create(t.owner, { name: 'Broken', flowData: JSON.stringify(flow) })
    expect(res.statusCode, res.body).toBe(201)
    const saved = res.json<TChatflowSaved>()
    expect(saved.warnings?.map((w) => w.message)).toEqual([
      expect.stringContaining(
        'Node "exampleVectorStore_0" (unknown type "exampleVectorStore") stores no input handle "exampleVectorStore_0-input-gone-Embeddings"',
      ),
    ])
    expect((JSON.parse(saved.flowData) as JsonFlow).edges).toContainEqual(edge)
  })

  it.each(cases)('a run of $file answers 422 naming every unknown node', async (c) => {
    const fixture = readUnknownNodeFixture(c.file)
    const flow = await api.make(t.owner, { name: `run ${c.file}`, flowData: fixture.text, type: c.type })
    const res = await predict(t.app, flow.id, { question: 'hello' }, { internal: t.owner })
    expect(res.statusCode, res.body).toBe(422)
    const body = res.json<TErrorBody>()
    expect(body.message).toMatch(/not implemented/i)
    for (const id of c.unknown) expect(body.message).toContain(id)
  })
})
