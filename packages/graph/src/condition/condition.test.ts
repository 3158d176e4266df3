import { describe, expect, it } from 'vitest'
import { IssueCodes } from '../issue'
import { createNodeData } from '../flow/create-node-data'
import { getAllOutputHandles } from '../flow/get-all-output-handles'
import { hydrateFlow } from '../flow/hydrate-flow'
import type { TFlowData } from '../schema/flow-data'
import type { TNodeDescriptor } from '../schema/node-descriptor'
import { toolDescriptor } from '../testing/sample-flow'
import { toOutputName } from './build-condition-output-anchor'
import { ConditionMessages, ConditionModes, getConditionOutputNames } from './get-condition-output-names'
import { updateConditionOutputs } from './update-condition-outputs'

const conditionDescriptor: TNodeDescriptor = {
  name: 'cond',
  label: 'Condition',
  version: 1,
  type: 'Condition',
  category: 'Test',
  description: 'd',
  icon: 'c.svg',
  baseClasses: ['Condition'],
  inputs: [
    {
      name: 'condition',
      label: 'Condition',
      type: 'conditionFunction',
      tabIdentifier: 'tab',
      tabs: [
        { name: 'conditionUI', label: 'Table', type: 'datagrid' },
        { name: 'conditionFunction', label: 'Code', type: 'code' },
      ],
    },
  ],
  outputs: [
    { name: 'next', label: 'Next', baseClasses: ['Condition'], isAnchor: true },
    { name: 'end', label: 'End', baseClasses: ['Condition'], isAnchor: true },
  ],
}
const agentDescriptor: TNodeDescriptor = {
  ...toolDescriptor,
  name: 'agent',
  inputs: [{ name: 'from', label: 'From', type: 'Condition', list: true }],
}

const row = (output: string, extra: object = {}) => ({
  variable: '$flow.input',
  operation: 'Contains',
  value: 'x',
  output,
  ...extra,
})

function conditionFlow(): TFlowData {
  const cond = createNodeData(conditionDescriptor, 'cond_0')
  const agent = createNodeData(agentDescriptor, 'agent_0')
  const edge = (name: string) => ({
    id: `cond_0.${name}`,
    source: 'cond_0',
    sourceHandle: `cond_0-output-${name}-Condition`,
    target: 'agent_0',
    targetHandle: 'agent_0-input-from-Condition',
  })
  return {
    nodes: [
      { id: 'cond_0', position: { x: 0, y: 0 }, data: cond },
      { id: 'agent_0', position: { x: 0, y: 0 }, data: agent },
    ],
    edges: [edge('next'), edge('end')],
  }
}

describe('condition outputs', () => {
  it.each([
    ['table rows, then End', [row('Agent'), row('Writer')], ConditionModes.Table, ['Agent', 'Writer', 'End']],
    ['a JSON string of rows', JSON.stringify([row('Agent')]), ConditionModes.Table, ['Agent', 'End']],
    [
      'code return statements',
      'if (x) {\n return "Agent"\n}\nreturn `End`',
      ConditionModes.Code,
      ['Agent', 'End'],
    ],
  ])('reads %s', (_case, value, mode, names) =>
    expect(getConditionOutputNames(value, mode)).toEqual({ ok: true, value: names }),
  )

  it.each([
    [[row('A', { variable: '' })], ConditionModes.Table, IssueCodes.ConditionVariableMissing],
    [[row('')], ConditionModes.Table, IssueCodes.ConditionOutputMissing],
    [[row('A', { operation: '' })], ConditionModes.Table, IssueCodes.ConditionOperationMissing],
    [[], ConditionModes.Table, IssueCodes.ConditionEmpty],
    ['not json', ConditionModes.Table, IssueCodes.ConditionEmpty],
    ['const x = 1', ConditionModes.Code, IssueCodes.ConditionReturnMissing],
  ] as const)('refuses %j (%s) with the spec text', (value, mode, code) => {
    const result = getConditionOutputNames(value, mode)
    expect(result).toEqual({ ok: false, error: [{ code, message: ConditionMessages[code] }] })
  })

  it.each([
    ['Send To Agent', 'sendToAgent'],
    ['End', 'end'],
    ['writer-two', 'writerTwo'],
  ])('names %j as %s', (label, name) => expect(toOutputName(label)).toBe(name))

  it('gives one anchor per outcome plus End and removes edges from vanished outcomes', () => {
    const result = updateConditionOutputs(
      conditionFlow(),
      'cond_0',
      [row('Agent'), row('Writer')],
      ConditionModes.Table,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const cond = result.value.flow.nodes[0]
    const handles = getAllOutputHandles(cond?.data ?? createNodeData(toolDescriptor, 'x'))
    expect(handles.map((h) => [h.id, h.label, h.isAnchor])).toEqual([
      ['cond_0-output-agent-Condition', 'Agent', true],
      ['cond_0-output-end-Condition', 'End', true],
      ['cond_0-output-writer-Condition', 'Writer', true],
    ])
    expect(result.value.flow.edges.map((e) => e.id)).toEqual(['cond_0.end'])
    expect(result.value.changed).toBe(true)
  })

  it('reports the issue against the node and changes nothing', () => {
    const result = updateConditionOutputs(conditionFlow(), 'cond_0', [], ConditionModes.Table)
    expect(result.ok ? undefined : result.error[0]?.nodeId).toBe('cond_0')
  })

  it('is re-derived from the saved conditions on load', () => {
    const flow = conditionFlow()
    const cond = flow.nodes[0]
    if (!cond) throw new Error('sample')
    cond.data.inputs = { tab_cond_0: 'conditionFunction', conditionFunction: 'return "Next"; return "End"' }
    const loaded = hydrateFlow(flow, [conditionDescriptor, agentDescriptor], { migrations: 'run' }).flow
      .nodes[0]
    expect(getAllOutputHandles(loaded?.data ?? cond.data).map((h) => h.name)).toEqual(['end', 'next'])
  })
})
