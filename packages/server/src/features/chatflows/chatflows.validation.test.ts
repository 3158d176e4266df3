import { beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TChatflowSaved, TErrorBody, TFlowData } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'
import { chatflowsClient } from '../../test/chatflows-client'
import { sampleFlow } from '../../test/flows'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'

/** A unik, its flows client and the error reader the groups of tests below share. */
function validationSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { api: ReturnType<typeof chatflowsClient> }
  const t = unikFixture(dialect, { owner: 'validator@example.com', unik: 'Checks' })
  beforeAll(() => {
    fx.api = chatflowsClient(t.app, t.unik.id)
  })

  const error = async (res: Promise<{ statusCode: number; json: <T>() => T }>) => {
    const r = await res
    expect(r.statusCode).toBe(400)
    return r.json<TErrorBody>()
  }
  return Object.assign(fx, { t, error })
}

type ValidationSuite = ReturnType<typeof validationSuite>

function refusedFlows(fx: ValidationSuite) {
  const { t, error } = fx
  it('requires a name of at most 255 characters', async () => {
    for (const name of ['', '   ']) {
      expect(await error(fx.api.create(t.owner, { name }))).toMatchObject({
        code: 'VALIDATION',
        message: 'body.name: Chatflow name required',
      })
    }
    expect((await error(fx.api.create(t.owner, {}))).code).toBe('VALIDATION')
    expect((await error(fx.api.create(t.owner, { name: 'x'.repeat(256) }))).message).toMatch(/^body\.name: /)
    expect((await fx.api.create(t.owner, { name: 'x'.repeat(255) })).statusCode).toBe(201)
    const flow = await fx.api.make(t.owner, { name: 'Named' })
    expect((await error(fx.api.update(t.owner, flow.id, { version: 1, name: ' ' }))).message).toBe(
      'body.name: Chatflow name required',
    )
  })

  it('refuses flowData that is not JSON or not a flow, on create and update', async () => {
    const notJson = await error(fx.api.create(t.owner, { name: 'Bad', flowData: '{"nodes": [' }))
    expect(notJson).toMatchObject({ code: 'VALIDATION' })
    expect(notJson.message).toMatch(/^Invalid flowData: /)
    const notFlow = await error(
      fx.api.create(t.owner, { name: 'Bad', flowData: '{"nodes": 3, "edges": []}' }),
    )
    expect(notFlow.message).toMatch(/^Invalid flowData: nodes: /)
    const flow = await fx.api.make(t.owner, { name: 'Good' })
    expect((await error(fx.api.update(t.owner, flow.id, { version: 1, flowData: 'null' }))).message).toMatch(
      /^Invalid flowData: /,
    )
    expect((await fx.api.get(t.owner, flow.id)).json()).toMatchObject({ version: 1 })
  })

  it('keeps an edge whose handle matches nothing and names it in the answer’s warnings', async () => {
    const flow = sampleFlow()
    const edge = flow.edges[0]
    if (!edge) throw new Error('sample has edges')
    edge.sourceHandle = `${edge.source}-output-gone-Nothing`
    const res = await fx.api.create(t.owner, { name: 'Dangling', flowData: JSON.stringify(flow) })
    expect(res.statusCode, res.body).toBe(201)
    const saved = res.json<TChatflowSaved>()
    expect(saved.warnings).toEqual([
      expect.objectContaining({
        code: 'MISSING_HANDLE',
        edgeId: edge.id,
        nodeId: edge.source,
        message: `Edge "${edge.id}": Node "${edge.source}" has no output handle "${edge.source}-output-gone-Nothing"`,
      }),
    ])
    const stored = JSON.parse(saved.flowData) as typeof flow
    expect(stored.edges.find((e) => e.id === edge.id)).toEqual(edge)
    // A flow without such an edge answers without warnings.
    const clean = await fx.api.create(t.owner, { name: 'Clean', flowData: JSON.stringify(sampleFlow()) })
    expect(clean.json<TChatflowSaved>()).not.toHaveProperty('warnings')
  })

  it('refuses an edge to a node that is not there, naming it', async () => {
    const flow = sampleFlow()
    const edge = flow.edges[0]
    if (!edge) throw new Error('sample has edges')
    edge.source = 'nowhere_0'
    const body = await error(fx.api.create(t.owner, { name: 'Dangling', flowData: JSON.stringify(flow) }))
    expect(body.message).toBe(`Invalid flowData: Edge "${edge.id}": Source node "nowhere_0" does not exist`)
    expect(body.details).toEqual({
      issues: [expect.objectContaining({ code: 'MISSING_NODE', edgeId: edge.id, nodeId: 'nowhere_0' })],
    })
  })

  it('refuses an Agentflow v2 with a second Start node, naming both, on create and update', async () => {
    const flow = readAgentflowV2Fixture('support-desk.json').json as TFlowData
    const start = flow.nodes.find((n) => n.id === 'startAgentflow_0')
    if (!start) throw new Error('the fixture has a Start')
    const second = { ...start, id: 'startAgentflow_1', data: { ...start.data, id: 'startAgentflow_1' } }
    const twoStarts = JSON.stringify({ ...flow, nodes: [...flow.nodes, second] })
    const message =
      'An Agentflow v2 can have only one Start node; this flow has 2: startAgentflow_0, startAgentflow_1'
    const created = await error(
      fx.api.create(t.owner, { name: 'Two starts', type: 'AGENTFLOW', flowData: twoStarts }),
    )
    expect(created).toMatchObject({ code: 'TOO_MANY_START_NODES', message })
    const saved = await fx.api.make(t.owner, {
      name: 'One start',
      type: 'AGENTFLOW',
      flowData: JSON.stringify(flow),
    })
    const updated = await error(fx.api.update(t.owner, saved.id, { version: 1, flowData: twoStarts }))
    expect(updated).toMatchObject({ code: 'TOO_MANY_START_NODES', message })
    expect((await fx.api.get(t.owner, saved.id)).json()).toMatchObject({ version: 1 })
  })

  it('refuses chatbotConfig that is not JSON and unknown types', async () => {
    expect((await error(fx.api.create(t.owner, { name: 'C', chatbotConfig: '{oops' }))).message).toBe(
      'Invalid chatbotConfig: not JSON',
    )
    expect((await error(fx.api.create(t.owner, { name: 'T', type: 'WORKFLOW' }))).message).toMatch(
      /^body\.type: /,
    )
  })
}

function storedFlows(fx: ValidationSuite) {
  const { t } = fx
  it('strips editor-only fields before storing, and keeps unknown node types', async () => {
    const flow = sampleFlow()
    const canvas = {
      ...flow,
      nodes: flow.nodes.map((n, i) => ({
        ...n,
        ...(i === 0 ? { data: { ...n.data, name: 'notInCatalogue' } } : {}),
        selected: i === 1,
        dragging: false,
        measured: { width: 300, height: 400 },
      })),
    }
    const created = await fx.api.make(t.owner, { name: 'From canvas', flowData: JSON.stringify(canvas) })
    const stored: TFlowData = JSON.parse((await fx.api.get(t.owner, created.id)).json<TChatflow>().flowData)
    expect(stored.nodes).toHaveLength(3)
    expect(stored.nodes[0]?.data.name).toBe('notInCatalogue')
    for (const node of stored.nodes) {
      expect(node).not.toHaveProperty('selected')
      expect(node).not.toHaveProperty('dragging')
      expect(node).not.toHaveProperty('measured')
    }
    expect(stored.edges).toEqual(flow.edges)
  })

  it('accepts a large flow (above Fastify’s 1 MB default body limit)', async () => {
    const flow = sampleFlow()
    const first = flow.nodes[0]
    if (!first) throw new Error('sample has nodes')
    first.data.inputs = { ...first.data.inputs, template: 'x'.repeat(2_000_000) }
    const res = await fx.api.create(t.owner, { name: 'Big', flowData: JSON.stringify(flow) })
    expect(res.statusCode).toBe(201)
  })
}

describeDialects('chatflow validation (%s)', (dialect) => {
  const fx = validationSuite(dialect)
  describe('what is refused', () => refusedFlows(fx))
  describe('what is stored', () => storedFlows(fx))
})
