import { describe, expect, it } from 'vitest'
import { ZSavedFlowData, type TFlowData, type TFlowNode } from '../schema/flow-data'
import type { TNodeDescriptor, TNodeInputs } from '../schema/node-descriptor'
import { chainDescriptor, place, promptDescriptor, sampleFlow, testDescriptors } from '../testing/sample-flow'
import { hydrateFlow } from './hydrate-flow'
import { migrateFlow } from './migrate-flow'
import { migrateNodeInputs } from './migrate-node-inputs'

const stale = (): TFlowData => {
  const flow = sampleFlow()
  const chain = flow.nodes.find((n) => n.id === 'chain_0') as TFlowNode
  Object.assign(chain, {
    selected: true,
    dragging: true,
    positionAbsolute: { x: 1, y: 1 },
    measured: { width: 3 },
  })
  chain.data.inputParams = [] // a stale copy from an older catalogue
  chain.data.outputAnchors = []
  chain.data.outputs = { output: 'prediction' }
  chain.data.selected = true
  delete chain.data.inputs.dir
  chain.data.label = 'My chain'
  chain.data.credential = 'cred-1'
  chain.data.version = 1
  return flow
}

describe('hydrateFlow', () => {
  const { flow, unknownNodes } = hydrateFlow(stale(), testDescriptors, { migrations: 'run' })
  const chain = flow.nodes.find((n) => n.id === 'chain_0')

  it('rebuilds params, anchors and outputs from the descriptor', () => {
    expect(chain?.data.inputParams.map((p) => p.name)).toEqual(['source', 'dir'])
    expect(chain?.data.outputAnchors[0]).toMatchObject({ type: 'options', default: 'chain' })
  })

  it.each([
    ['kept inputs', (n?: TFlowNode) => n?.data.inputs.model, '{{model_0.data.instance}}'],
    ['defaults for missing inputs', (n?: TFlowNode) => n?.data.inputs.dir, ''],
    ['the chosen output', (n?: TFlowNode) => n?.data.outputs.output, 'prediction'],
    ['the label', (n?: TFlowNode) => n?.data.label, 'My chain'],
    ['the credential', (n?: TFlowNode) => n?.data.credential, 'cred-1'],
  ])('keeps %s', (_case, read, expected) => expect(read(chain)).toEqual(expected))

  it('drops editor-only fields', () => {
    for (const f of ['selected', 'dragging', 'positionAbsolute', 'measured'])
      expect(chain).not.toHaveProperty(f)
    expect(chain?.data.selected).toBeUndefined()
    expect(ZSavedFlowData.safeParse(flow).success).toBe(true)
    expect(ZSavedFlowData.safeParse(stale()).success).toBe(false)
  })

  it('resets an output choice the node no longer offers', () => {
    const f = stale()
    const c = f.nodes.find((n) => n.id === 'chain_0') as TFlowNode
    c.data.outputs = { output: 'vanished' }
    expect(
      hydrateFlow(f, testDescriptors, { migrations: 'run' }).flow.nodes.find((n) => n.id === 'chain_0')?.data
        .outputs,
    ).toEqual({
      output: 'chain',
    })
  })

  it('keeps unknown nodes untouched and reports them by id and name', () => {
    const f = sampleFlow()
    const mystery = { ...place(promptDescriptor, 'mystery_0'), selected: true }
    mystery.data = { ...mystery.data, name: 'mysteryNode', inputs: { secret: 42 } }
    f.nodes.push(mystery)
    const result = hydrateFlow(
      f,
      testDescriptors.filter((d) => d.name !== 'tool'),
      { migrations: 'run' },
    )
    expect(result.unknownNodes).toEqual([
      { id: 'tool_0', name: 'tool' },
      { id: 'tool_1', name: 'tool' },
      { id: 'mystery_0', name: 'mysteryNode' },
    ])
    expect(result.flow.nodes).toHaveLength(f.nodes.length)
    expect(result.flow.nodes.find((n) => n.id === 'mystery_0')?.data).toEqual(mystery.data)
    expect(result.flow.edges).toEqual(f.edges)
  })

  it('reports no unknown node for a known flow and accepts a lookup function', () => {
    expect(unknownNodes).toEqual([])
    const byName = (name: string) => testDescriptors.find((d) => d.name === name)
    expect(hydrateFlow(sampleFlow(), byName, { migrations: 'run' }).unknownNodes).toEqual([])
  })
})

describe('migrateNodeInputs', () => {
  const log: string[] = []
  const descriptor: Pick<TNodeDescriptor, 'version' | 'migrations'> = {
    version: 4,
    migrations: [
      { fromVersion: 1, up: (i) => (log.push('1'), { ...i, a: 'from1' }) },
      { fromVersion: 2, up: (i) => (log.push('2'), { ...i, b: `${String(i.a)}+2` }) },
      { fromVersion: 3, up: (i) => (log.push('3'), { ...i, c: 3 }) },
    ],
  }

  it.each([
    [undefined, [1, 2, 3], { a: 'from1', b: 'from1+2', c: 3 }],
    [1, [1, 2, 3], { a: 'from1', b: 'from1+2', c: 3 }],
    [2, [2, 3], { b: 'undefined+2', c: 3 }],
    [3.5, [], {}],
    [4, [], {}],
    [9, [], {}],
  ])('saved at %s runs %j', (version, applied, added) => {
    const result = migrateNodeInputs({ keep: true }, version, descriptor)
    expect(result.applied).toEqual(applied)
    expect(result.inputs).toEqual({ keep: true, ...added })
  })

  it('does not touch the saved inputs', () => {
    const saved = { list: [1] }
    migrateNodeInputs(saved, 1, {
      version: 2,
      migrations: [{ fromVersion: 1, up: (i) => ({ ...i, list: [2] }) }],
    })
    expect(saved).toEqual({ list: [1] })
  })

  it('is reported by hydrateFlow', () => {
    const f = sampleFlow()
    const withMigration = testDescriptors.map((d) =>
      d.name === 'chain'
        ? { ...chainDescriptor, version: 2, migrations: [{ fromVersion: 1, up: (i: TNodeInputs) => i }] }
        : d,
    )
    expect(hydrateFlow(f, withMigration, { migrations: 'run' }).migratedNodes).toEqual([
      { id: 'chain_0', name: 'chain', from: 1, to: 2 },
    ])
  })

  /** The catalogue with `chain` at version 2 and a migration from 1 that adds `moved`. */
  const chainAtVersionTwo = () =>
    testDescriptors.map((d) =>
      d.name === 'chain'
        ? {
            ...chainDescriptor,
            version: 2,
            migrations: [{ fromVersion: 1, up: (i: TNodeInputs) => ({ ...i, moved: 1 }) }],
          }
        : d,
    )

  it('stamps only the version it migrated to', () => {
    const f = sampleFlow()
    const withMigration = chainAtVersionTwo()
    const chainIn = (flow: TFlowData) => flow.nodes.find((n) => n.id === 'chain_0')?.data
    // The browser's descriptors carry no migrations: inputs and the saved version stay for the server.
    const kept = hydrateFlow(f, withMigration, { migrations: 'keep' })
    expect(kept.migratedNodes).toEqual([])
    expect(chainIn(kept.flow)?.version).toBe(1)
    expect(chainIn(kept.flow)?.inputs).not.toHaveProperty('moved')
    const run = hydrateFlow(f, withMigration, { migrations: 'run' })
    expect(chainIn(run.flow)?.version).toBe(2)
    expect(chainIn(run.flow)?.inputs).toHaveProperty('moved', 1)
    // A node saved by a newer release is not stamped down to ours.
    const newer = {
      ...f,
      nodes: f.nodes.map((n) => (n.id === 'chain_0' ? { ...n, data: { ...n.data, version: 7 } } : n)),
    }
    expect(chainIn(hydrateFlow(newer, withMigration, { migrations: 'run' }).flow)?.version).toBe(7)
  })

  it('migrateFlow changes only nodes behind their descriptor and returns the same flow when none are', () => {
    const f = sampleFlow()
    expect(migrateFlow(f, testDescriptors).flow).toBe(f)
    const withMigration = chainAtVersionTwo()
    const { flow, migratedNodes } = migrateFlow(f, withMigration)
    expect(migratedNodes).toEqual([{ id: 'chain_0', name: 'chain', from: 1, to: 2 }])
    const chain = flow.nodes.find((n) => n.id === 'chain_0')
    expect(chain?.data.version).toBe(2)
    expect(chain?.data.inputs).toHaveProperty('moved', 1)
    expect(flow.nodes.filter((n) => n.id !== 'chain_0')).toEqual(f.nodes.filter((n) => n.id !== 'chain_0'))
    expect(flow.edges).toBe(f.edges)
  })
})

describe('hydrateFlow edge handles', () => {
  it.each([
    [
      'an output saved with older base classes',
      'sourceHandle',
      'model_0-output-model-ChatModel|BaseChatModel',
      'model_0-output-model-ChatModel|BaseChatModel|BaseLanguageModel',
    ],
    [
      'an input saved with an older type',
      'targetHandle',
      'chain_0-input-model-BaseChatModel',
      'chain_0-input-model-BaseLanguageModel',
    ],
    [
      'an output that no longer exists',
      'sourceHandle',
      'model_0-output-gone-Nothing',
      'model_0-output-gone-Nothing',
    ],
  ] as const)('follows %s by name', (_case, field, saved, expected) => {
    const f = sampleFlow()
    const edge = f.edges[0]
    if (!edge) throw new Error('sample')
    edge[field] = saved
    const loaded = hydrateFlow(f, testDescriptors, { migrations: 'run' }).flow.edges[0]
    expect(loaded?.[field]).toBe(expected)
    expect(loaded?.id).toBe(edge.id)
  })
})
